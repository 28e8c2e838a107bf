import type { GearTraits } from '../affixes';
import type { JobId } from '../jobs';
import type { Seed, Rng } from '../rng';
import { RESOURCES, skillById, type ResourceKind, type Skill } from '../skills';
import type { Stats } from '../stats';
import { autoAction } from './auto-policy';
import { heroCombatant, jobResource } from './battle';
import { roundRng } from './battle-rng';
import type { Combatant } from './combatant';
import type { Strike } from './damage';
import {
  hexed,
  healed,
  payFor,
  startTactics,
  support,
  tacticalStrike,
  tickTactics,
  wounded,
  type SupportEffect,
  type Tactics,
} from './round';

/**
 * Arena duels: a hero against another hero's snapshot, played to the end at once by
 * the battle engine. Both sides fight as the auto-battle policy does, with their
 * job's skills working on each other as they work on monsters. See arena.ts.
 */
export const DUEL = {
  /** With both standing after this many rounds, the larger share of max HP left wins. */
  maxRounds: 50,
  /**
   * Heroes fight at this many times their HP: hit for hit a hero deals what it deals to a
   * monster, but no single burst ends a duel, so guards, heals and hexes get their turns.
   */
  hpMultiplier: 3,
  /**
   * Duel-only tuning by job: the jobs are balanced against monsters, where a Paladin's
   * guards and heals outlast a boss, not against each other, where the Sorcerer's burst
   * ended most duels before they mattered. ATK and HP are scaled by these in duels only
   * (docs/game-rules.md has the matchups before and after).
   */
  jobs: {
    warrior: { atk: 1.3, hp: 1 },
    magician: { atk: 1, hp: 1 },
    berserker: { atk: 0.8, hp: 0.9 },
    paladin: { atk: 1.05, hp: 1 },
    sorcerer: { atk: 0.65, hp: 0.9 },
    warlock: { atk: 0.95, hp: 1.05 },
  } satisfies Record<JobId, { atk: number; hp: number }>,
} as const;

/** A hero as the duel sees it: a snapshot taken when the fight is played. */
export interface DuelSide {
  name: string;
  jobId: JobId;
  /** Total stats: job and level, gear and buffs. */
  stats: Stats;
  /** What worn affixes add (loadoutTraits). */
  gear: GearTraits;
}

export interface DuelInput {
  challenger: DuelSide;
  defender: DuelSide;
}

export type DuelRole = 'challenger' | 'defender';

export interface DuelResult {
  winner: DuelRole;
  /** Rounds played. */
  rounds: number;
  /** Third person, in order: a line per action, then the fall or the verdict (≤ 2 a round + 1). */
  log: string[];
  challengerHp: number;
  defenderHp: number;
}

/** A side during the fight. Owned by playDuel alone, so updated in place. */
interface Fighter {
  jobId: JobId;
  resource: ResourceKind;
  c: Combatant;
  t: Tactics;
}

/**
 * Plays a whole duel. Each round's chance comes from (seed, round) alone, drawn in a
 * fixed order (the first to act, then the other), so a duel replays exactly from its
 * seed and inputs.
 */
export function playDuel(input: DuelInput, seed: Seed): DuelResult {
  const challenger = fighter(input.challenger);
  const defender = fighter(input.defender);
  const log: string[] = [];
  let rounds = 0;
  while (rounds < DUEL.maxRounds && challenger.c.hp > 0 && defender.c.hp > 0) {
    playRound(challenger, defender, roundRng(seed, rounds), log);
    rounds++;
  }
  const standing = challenger.c.hp > 0 && defender.c.hp > 0;
  const winner: DuelRole = standing
    ? leaderOnHp(challenger.c, defender.c)
    : challenger.c.hp > 0
      ? 'challenger'
      : 'defender';
  if (standing) log.push(verdict(challenger.c, defender.c, winner));
  return {
    winner,
    rounds,
    log,
    challengerHp: challenger.c.hp,
    defenderHp: defender.c.hp,
  };
}

/** Who leads on the share of max HP left; the challenger on an exact tie. */
export function leaderOnHp(
  challenger: Pick<Combatant, 'hp' | 'maxHp'>,
  defender: Pick<Combatant, 'hp' | 'maxHp'>,
): DuelRole {
  // Cross-multiplied, so equal shares compare equal without float division.
  return challenger.hp * defender.maxHp >= defender.hp * challenger.maxHp
    ? 'challenger'
    : 'defender';
}

/** A side's HP at the start of a duel, and the most it can heal to. */
export function duelHp(side: Pick<DuelSide, 'jobId' | 'stats'>): number {
  return Math.round(side.stats.hp * DUEL.hpMultiplier * DUEL.jobs[side.jobId].hp);
}

function fighter(side: DuelSide): Fighter {
  const resource = jobResource(side.jobId);
  const hp = duelHp(side);
  const atk = Math.round(side.stats.atk * DUEL.jobs[side.jobId].atk);
  const c = heroCombatant(side.jobId, { ...side.stats, hp, atk }, hp, side.gear);
  return { jobId: side.jobId, resource, c: { ...c, name: side.name }, t: startTactics(resource) };
}

function playRound(challenger: Fighter, defender: Fighter, rng: Rng, log: string[]) {
  // Both choose before either acts, as a hero does against a monster.
  const skills = new Map([
    [challenger, choose(challenger, defender)],
    [defender, choose(defender, challenger)],
  ]);
  for (const [f, skill] of skills) if (skill) payFor(skill, f.t);
  const order =
    challenger.c.spd >= defender.c.spd ? [challenger, defender] : [defender, challenger];
  for (const f of order) {
    if (challenger.c.hp <= 0 || defender.c.hp <= 0) break;
    act(f, f === challenger ? defender : challenger, skills.get(f) ?? null, rng, log);
  }
  for (const f of [challenger, defender]) if (f.c.hp <= 0) log.push(`${f.c.name} falls.`);
  for (const f of [challenger, defender]) {
    if (challenger.c.hp > 0 && defender.c.hp > 0) tickTactics(f.t, f.resource);
    f.t.resource = Math.min(RESOURCES[f.resource].max, Math.max(0, f.t.resource));
  }
}

/**
 * The auto-battle policy's choice. Heroes have no special moves; a foe's banked charge
 * is the duel's warned blow (it was announced and lands on the next strike), so the
 * policy guards against it as against a boss's warning.
 */
function choose(f: Fighter, foe: Fighter): Skill | null {
  const action = autoAction({
    jobId: f.jobId,
    resource: f.resource,
    tactics: { ...f.t, intent: foe.t.charge > 0 },
    hp: f.c.hp,
    maxHp: f.c.maxHp,
  });
  return action.kind === 'skill' ? skillById(action.skillId) : null;
}

function act(f: Fighter, foe: Fighter, skill: Skill | null, rng: Rng, log: string[]) {
  const effect = skill?.effect;
  if (effect && effect.kind !== 'strike') {
    const recovered = support(effect, f.c, f.t);
    f.c = healed(f.c, recovered);
    log.push(supportLine(f.c.name, skill!.name, effect, recovered, foe.c.name));
    return;
  }
  // The foe's hex weakens this strike's ATK; this side's own hex weakens the foe's DEF.
  const s = tacticalStrike(hexed(f.c, foe.t), foe.c, f.t, effect, rng);
  if (s.hit && foe.t.guard > 0) {
    // A blow into a raised guard lands on nothing: no damage, and no rage either side.
    foe.t.guard -= 1;
    log.push(`${f.c.name}'s ${skill ? skill.name : 'blow'} is blocked.`);
    return;
  }
  foe.c = wounded(foe.c, s.damage);
  f.c = healed(f.c, s.healed);
  if (s.hit) {
    f.t.resource += RESOURCES[f.resource].perHitDealt;
    foe.t.resource += RESOURCES[foe.resource].perHitTaken;
  }
  log.push(strikeLine(f.c.name, skill?.name, s, foe.c.name));
}

function strikeLine(name: string, skill: string | undefined, s: Strike, foe: string): string {
  const uses = skill ? `${name} uses ${skill}` : name;
  if (!s.hit) return skill ? `${uses}, but ${foe} evades.` : `${name} attacks, but ${foe} evades.`;
  return [
    s.crit ? 'Critical hit! ' : '',
    skill ? `${uses} and strikes` : `${name} strikes`,
    ` ${foe} for ${s.damage} damage`,
    s.blocked ? ' (half blocked)' : '',
    s.healed > 0 ? ` and drains ${s.healed} HP` : '',
    '.',
  ].join('');
}

function supportLine(
  name: string,
  skill: string,
  effect: SupportEffect,
  recovered: number,
  foe: string,
): string {
  switch (effect.kind) {
    case 'guard': {
      const hits = effect.hits === 1 ? 'hit' : `${effect.hits} hits`;
      return `${name} raises ${skill}: the next ${hits} will be blocked.`;
    }
    case 'charge':
      return `${name} gathers power with ${skill}: the next strike deals ×${effect.power} damage.`;
    case 'heal':
      return `${name} uses ${skill} and recovers ${recovered} HP.`;
    case 'hex':
      return `${name} uses ${skill}: ${foe} is weakened for ${effect.rounds} rounds.`;
  }
}

function verdict(challenger: Combatant, defender: Combatant, winner: DuelRole): string {
  const pct = (c: Combatant) => `${Math.round((100 * c.hp) / c.maxHp)}%`;
  const won = winner === 'challenger' ? challenger : defender;
  const tie = challenger.hp * defender.maxHp === defender.hp * challenger.maxHp;
  return (
    `Both still stand after ${DUEL.maxRounds} rounds: ${challenger.name} has ${pct(challenger)} HP left, ` +
    `${defender.name} ${pct(defender)}. ${won.name} wins ${tie ? 'the tie as the challenger' : 'on HP'}.`
  );
}
