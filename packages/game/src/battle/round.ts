import type { Rng } from '../rng';
import type { BossMove } from '../monsters';
import {
  RESOURCES,
  skillById,
  type ResourceKind,
  type Skill,
  type SkillEffect,
  type SkillId,
} from '../skills';
import type { Combatant } from './combatant';
import { strike, type Strike } from './damage';

/**
 * What a fight carries from round to round besides HP: the hero's resource and
 * cooldowns, a raised guard, a banked charge, a hex on the monster, and a boss's
 * special move warned of for the coming round. Stored with the battle.
 */
export interface Tactics {
  resource: number;
  /** Rounds before each skill is ready again; a ready skill is absent. */
  cooldowns: Partial<Record<SkillId, number>>;
  /** Monster hits the hero still blocks entirely. */
  guard: number;
  /** Damage multiplier banked for the hero's next strike; 0 when none. */
  charge: number;
  /** The monster's ATK and DEF lowered by these shares for `rounds` more rounds. */
  hex: { rounds: number; atk: number; def: number } | null;
  /** The boss strikes with its special move this coming round. */
  intent: boolean;
}

/** A skill's effect that strikes, and one that does not. */
export type StrikeEffect = Extract<SkillEffect, { kind: 'strike' }>;
export type SupportEffect = Exclude<SkillEffect, { kind: 'strike' }>;

/**
 * The hero's choice for a round: a plain attack, one of the job's skills, or an item
 * (a potion or scroll used in the fight): the item takes the hero's turn, so the
 * monster acts that round. The item's effect is applied by the caller before the
 * round (like an item in any turn-based RPG, it goes first); `line` tells it.
 */
export type HeroAction =
  { kind: 'attack' } | { kind: 'skill'; skillId: SkillId } | { kind: 'item'; line: string };

export const ATTACK: HeroAction = { kind: 'attack' };

export function startTactics(resource: ResourceKind): Tactics {
  return {
    resource: RESOURCES[resource].start,
    cooldowns: {},
    guard: 0,
    charge: 0,
    hex: null,
    intent: false,
  };
}

export interface RoundResult {
  hero: Combatant;
  monster: Combatant;
  log: string[];
  outcome: 'win' | 'loss' | 'ongoing';
}

export interface TurnResult extends RoundResult {
  tactics: Tactics;
}

export interface TurnInput {
  hero: Combatant;
  monster: Combatant;
  /** The resource the hero's job spends. */
  resource: ResourceKind;
  tactics: Tactics;
  action: HeroAction;
  /** The monster's special move, if it is a boss. */
  special?: BossMove;
  /** Rounds already played, before this one. */
  round: number;
}

/**
 * One round. The faster fighter acts first (the hero on a tie), then the other if
 * still standing. All chance comes from `rng` in a fixed order (four draws per strike;
 * an action that does not strike draws nothing), so a battle replays from its seed and
 * its actions. A plain attack with nothing raised, banked or hexed plays exactly as the
 * plain round always has. The caller checks the skill is allowed (checkSkill).
 */
export function resolveTurn(input: TurnInput, rng: Rng): TurnResult {
  const res = RESOURCES[input.resource];
  let h = { ...input.hero };
  let m = { ...input.monster };
  const t: Tactics = { ...input.tactics, cooldowns: { ...input.tactics.cooldowns } };
  // An item used this round is told first: it acted before either fighter.
  const log: string[] = input.action.kind === 'item' ? [input.action.line] : [];
  const skill = input.action.kind === 'skill' ? skillById(input.action.skillId) : null;
  if (skill) payFor(skill, t);
  const heroFirst = h.spd >= m.spd;
  const order: ('hero' | 'monster')[] = heroFirst ? ['hero', 'monster'] : ['monster', 'hero'];

  for (const actor of order) {
    if (h.hp <= 0 || m.hp <= 0) break;
    if (actor === 'hero') {
      // The item was the hero's turn.
      if (input.action.kind === 'item') continue;
      const effect = skill?.effect;
      if (!effect || effect.kind === 'strike') {
        const s = tacticalStrike(h, m, t, effect, rng);
        m = wounded(m, s.damage);
        h = healed(h, s.healed);
        if (s.hit) t.resource += res.perHitDealt;
        log.push((skill ? `${skill.name}! ` : '') + describe('hero', h.name, m.name, s));
      } else {
        const recovered = support(effect, h, t);
        h = { ...h, hp: h.hp + recovered };
        log.push(supportText(skill!.name, effect, recovered, m.name));
      }
    } else {
      const special = t.intent && input.special ? input.special : null;
      const attacker = hexed(m, t);
      const s = strike(attacker, h, rng, special ? special.power : 1);
      t.intent = false;
      if (s.hit && t.guard > 0) {
        t.guard -= 1;
        log.push(
          `Your guard holds: the ${m.name}'s ${special ? special.name : 'blow'} is blocked.`,
        );
      } else {
        h = wounded(h, s.damage);
        m = healed(m, s.healed);
        if (s.hit) t.resource += res.perHitTaken;
        log.push(
          special ? describeSpecial(m.name, special, s) : describe('monster', m.name, h.name, s),
        );
      }
    }
  }
  if (m.hp <= 0) log.push(`The ${m.name} falls.`);
  if (h.hp <= 0) log.push('You collapse.');
  const outcome = m.hp <= 0 ? 'win' : h.hp <= 0 ? 'loss' : 'ongoing';
  if (outcome === 'ongoing') endOfRound(t, input, log, m.name);
  t.resource = Math.min(res.max, Math.max(0, t.resource));
  return { hero: h, monster: m, log, outcome, tactics: t };
}

/** A plain attack round with nothing carried over: the engine before skills existed. */
export function resolveRound(hero: Combatant, monster: Combatant, rng: Rng): RoundResult {
  const { tactics: _tactics, ...result } = resolveTurn(
    { hero, monster, resource: 'rage', tactics: startTactics('rage'), action: ATTACK, round: 0 },
    rng,
  );
  return result;
}

/** Why a skill cannot be used now, as the player is told; null when it can. */
export function skillRefusal(
  owned: readonly SkillId[],
  tactics: Tactics,
  resource: ResourceKind,
  skillId: SkillId,
): { status: 'unknown' | 'cooldown' | 'resource'; message: string } | null {
  const skill = skillById(skillId);
  if (!owned.includes(skillId)) {
    return { status: 'unknown', message: `Your job does not know ${skill.name}.` };
  }
  const wait = readyIn(tactics, skillId);
  if (wait > 0) {
    return {
      status: 'cooldown',
      message: `${skill.name} is not ready: ${wait} more ${wait === 1 ? 'round' : 'rounds'}.`,
    };
  }
  if (tactics.resource < skill.cost) {
    const name = RESOURCES[resource].name.toLowerCase();
    return {
      status: 'resource',
      message: `${skill.name} needs ${skill.cost} ${name}; you have ${tactics.resource}.`,
    };
  }
  return null;
}

/** Rounds before a skill can be used (0: now). */
export function readyIn(tactics: Tactics, skillId: SkillId): number {
  return tactics.cooldowns[skillId] ?? 0;
}

/** The line that warns of a boss's special move, shown the round before it lands. */
export function intentText(name: string, special: BossMove): string {
  return `${special.warning} (${special.name} next round: ×${special.power} damage.)`;
}

/** Pays a skill's cost and starts its cooldown. */
export function payFor(skill: Skill, t: Tactics) {
  t.resource -= skill.cost;
  // Counted down at the end of this round too, so the cooldown is the rounds it waits.
  if (skill.cooldown > 0) t.cooldowns[skill.id] = skill.cooldown + 1;
}

/**
 * A fighter's strike, plain or a strike skill's: the skill's power, pierce and drain,
 * times a charge banked in `t` (spent now), at a target weakened by the hex in `t`.
 */
export function tacticalStrike(
  attacker: Combatant,
  target: Combatant,
  t: Tactics,
  effect: StrikeEffect | undefined,
  rng: Rng,
): Strike {
  const power = (effect?.power ?? 1) * (t.charge > 0 ? t.charge : 1);
  const s = strike(
    empowered(attacker, effect?.pierce, effect?.drain),
    hexed(target, t),
    rng,
    power,
  );
  t.charge = 0;
  return s;
}

/** A fighter after taking damage: never below 0. */
export function wounded(c: Combatant, damage: number): Combatant {
  return { ...c, hp: Math.max(0, c.hp - damage) };
}

/** A fighter after healing: never above max HP. */
export function healed(c: Combatant, amount: number): Combatant {
  return amount > 0 ? { ...c, hp: Math.min(c.maxHp, c.hp + amount) } : c;
}

/** The hero with a skill's armour piercing and drain over its own. */
function empowered(hero: Combatant, pierce = 0, drain = 0): Combatant {
  if (pierce === 0 && drain === 0) return hero;
  return {
    ...hero,
    traits: {
      ...hero.traits,
      pierce: Math.max(hero.traits.pierce, pierce),
      lifesteal: Math.max(hero.traits.lifesteal, drain),
    },
  };
}

/** A fighter as the hex in `t` (cast on it by the other side) leaves it. */
export function hexed(c: Combatant, t: Tactics): Combatant {
  if (!t.hex) return c;
  return { ...c, atk: c.atk * (1 - t.hex.atk), def: c.def * (1 - t.hex.def) };
}

/**
 * A skill that does not strike: raises a guard, banks a charge or casts a hex in `t`,
 * or heals. Returns the HP the fighter recovers (0 but for a heal).
 */
export function support(effect: SupportEffect, fighter: Combatant, t: Tactics): number {
  switch (effect.kind) {
    case 'guard':
      t.guard = effect.hits;
      return 0;
    case 'charge':
      t.charge = effect.power;
      return 0;
    case 'heal':
      return Math.min(fighter.maxHp - fighter.hp, Math.round(fighter.maxHp * effect.share));
    case 'hex':
      t.hex = { rounds: effect.rounds, atk: effect.atk, def: effect.def };
      return 0;
  }
}

function supportText(name: string, effect: SupportEffect, recovered: number, foe: string) {
  switch (effect.kind) {
    case 'guard':
      return `${name}! You brace: the next ${effect.hits === 1 ? 'hit' : `${effect.hits} hits`} will be blocked.`;
    case 'charge':
      return `${name}! Power gathers: your next strike deals ×${effect.power} damage.`;
    case 'heal':
      return `${name}! You recover ${recovered} HP.`;
    case 'hex':
      return `${name}! The ${foe} is weakened for ${effect.rounds} rounds.`;
  }
}

/** The end of a round both fighters survive: the resource flows, cooldowns and a hex run down. */
export function tickTactics(t: Tactics, resource: ResourceKind) {
  t.resource += RESOURCES[resource].perRound;
  for (const id of Object.keys(t.cooldowns) as SkillId[]) {
    const left = (t.cooldowns[id] ?? 0) - 1;
    if (left > 0) t.cooldowns[id] = left;
    else delete t.cooldowns[id];
  }
  if (t.hex) t.hex = t.hex.rounds > 1 ? { ...t.hex, rounds: t.hex.rounds - 1 } : null;
}

function endOfRound(t: Tactics, input: TurnInput, log: string[], foe: string) {
  tickTactics(t, input.resource);
  // The round after next is the special's: warn now (rounds are counted from 1).
  const special = input.special;
  if (special && (input.round + 2) % special.every === 0) {
    t.intent = true;
    log.push(intentText(foe, special));
  }
}

function describeSpecial(attacker: string, special: BossMove, s: Strike): string {
  if (!s.hit) return `The ${attacker}'s ${special.name} misses you!`;
  return `The ${attacker} unleashes ${special.name} for ${s.damage} damage${s.blocked ? ' (you block half)' : ''}!`;
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
