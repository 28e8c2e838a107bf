import type { Rng } from '../rng';
import type { Combatant } from './combatant';
import { strike, type Strike } from './damage';

export interface RoundResult {
  hero: Combatant;
  monster: Combatant;
  log: string[];
  outcome: 'win' | 'loss' | 'ongoing';
}

/**
 * One round: the faster fighter acts first (the hero on a tie), then the other if
 * still standing. Returns new combatants; the inputs are not changed.
 */
export function resolveRound(hero: Combatant, monster: Combatant, rng: Rng): RoundResult {
  let h = { ...hero };
  let m = { ...monster };
  const log: string[] = [];
  const heroFirst = h.spd >= m.spd;
  const order: ('hero' | 'monster')[] = heroFirst ? ['hero', 'monster'] : ['monster', 'hero'];

  for (const actor of order) {
    if (h.hp <= 0 || m.hp <= 0) break;
    if (actor === 'hero') {
      const s = strike(h, m, rng);
      m = { ...m, hp: Math.max(0, m.hp - s.damage) };
      if (s.healed > 0) h = { ...h, hp: Math.min(h.maxHp, h.hp + s.healed) };
      log.push(describe('hero', h.name, m.name, s));
    } else {
      const s = strike(m, h, rng);
      h = { ...h, hp: Math.max(0, h.hp - s.damage) };
      if (s.healed > 0) m = { ...m, hp: Math.min(m.maxHp, m.hp + s.healed) };
      log.push(describe('monster', m.name, h.name, s));
    }
  }
  if (m.hp <= 0) log.push(`The ${m.name} falls.`);
  if (h.hp <= 0) log.push('You collapse.');
  const outcome = m.hp <= 0 ? 'win' : h.hp <= 0 ? 'loss' : 'ongoing';
  return { hero: h, monster: m, log, outcome };
}

function describe(actor: 'hero' | 'monster', attacker: string, target: string, s: Strike): string {
  if (actor === 'hero') {
    if (!s.hit) return `You swing at the ${target} and miss.`;
    const parts = [
      s.crit ? 'Critical hit! ' : '',
      `You strike the ${target} for ${s.damage} damage`,
      s.blocked ? ' (blocked)' : '',
      s.healed > 0 ? ` and drain ${s.healed} HP` : '',
      '.',
    ];
    return parts.join('');
  }
  if (!s.hit) return `The ${attacker} attacks, but you evade.`;
  return [
    s.crit ? 'Critical hit! ' : '',
    `The ${attacker} hits you for ${s.damage} damage`,
    s.blocked ? ' (you block half)' : '',
    s.healed > 0 ? ` and drains ${s.healed} HP` : '',
    '.',
  ].join('');
}
