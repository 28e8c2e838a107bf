import type { JobId } from '../jobs';
import { monsterById, monsterStats, type MonsterId } from '../monsters';
import { playRaidAttack, raidBossById, type RaidAttacker, type RaidBossId } from '../raid';
import type { Seed } from '../rng';
import { jobResource, playRound } from './battle';
import type { Combatant } from './combatant';
import { playDuel, type DuelInput } from './duel';
import { startTactics, type HeroAction, type Tactics } from './round';

/**
 * Replays: what a finished fight keeps so that anyone can play it again with the game's
 * own engine and get the log its player saw, line for line (ADR 0022).
 */
export const REPLAY_KINDS = ['explore', 'hunt', 'arena', 'raid'] as const;
export type ReplayKind = (typeof REPLAY_KINDS)[number];

/** How long a replay is kept, in days. */
export const REPLAY_DAYS = 30;

/**
 * One round of a fight played by request (explore, the tower): the hero's action and,
 * only where it differs from what the previous round left, the hero entering the round
 * (an item healed, a buff began or ended) and the monster's HP. The first round always
 * has the hero. An item's effect is the server's to resolve: its line is in the action.
 */
export interface RoundInput {
  action: HeroAction;
  hero?: Combatant;
  monsterHp?: number;
}

/** The hero of a fight played by request, as it entered the first round. */
export interface ReplayHero {
  name: string;
  jobId: JobId;
  level: number;
}

export type ReplayRecord =
  | {
      kind: 'explore' | 'hunt';
      fighters: { hero: ReplayHero; monster: { id: MonsterId; level: number } };
      seed: Seed;
      inputs: RoundInput[];
      log: string[];
    }
  | { kind: 'arena'; fighters: DuelInput; seed: Seed; inputs: []; log: string[] }
  | {
      kind: 'raid';
      fighters: { hero: RaidAttacker & { name: string }; boss: { id: RaidBossId; level: number } };
      seed: Seed;
      inputs: [];
      log: string[];
    };

/** A round as replayed: its lines and both fighters' HP after it (a raid's pool is not the boss's HP: null). */
export interface ReplayedRound {
  lines: string[];
  heroHp: number | null;
  monsterHp: number | null;
}

export interface Replayed {
  /** Every line, in order: what the stored log must equal. */
  log: string[];
  /** Round by round where the fight was played by request; one group for an arena duel or a raid attack. */
  rounds: ReplayedRound[];
}

/** Plays a stored fight again from its seed, fighters and inputs. */
export function replayFight(record: ReplayRecord): Replayed {
  switch (record.kind) {
    case 'explore':
    case 'hunt':
      return replayRounds(record);
    case 'arena': {
      const duel = playDuel(record.fighters, record.seed);
      const round = { lines: duel.log, heroHp: duel.challengerHp, monsterHp: duel.defenderHp };
      return { log: duel.log, rounds: [round] };
    }
    case 'raid': {
      const { hero, boss } = record.fighters;
      const attack = playRaidAttack(hero, raidBossById(boss.id), boss.level, record.seed);
      return { log: attack.log, rounds: [{ lines: attack.log, heroHp: null, monsterHp: null }] };
    }
  }
}

/** Where a replayed log first parts from the stored one (a line missing on either side counts), or null. */
export function firstDifference(
  stored: readonly string[],
  replayed: readonly string[],
): { line: number; stored: string | null; replayed: string | null } | null {
  const length = Math.max(stored.length, replayed.length);
  for (let line = 0; line < length; line++) {
    if (stored[line] !== replayed[line])
      return { line, stored: stored[line] ?? null, replayed: replayed[line] ?? null };
  }
  return null;
}

/** Whether the replay gives exactly the stored log. */
export function replayMatches(record: ReplayRecord): boolean {
  return firstDifference(record.log, replayFight(record).log) === null;
}

function replayRounds(record: Extract<ReplayRecord, { kind: 'explore' | 'hunt' }>): Replayed {
  const { hero: who, monster: foe } = record.fighters;
  const monster = monsterById(foe.id);
  const resource = jobResource(who.jobId);
  let tactics: Tactics = startTactics(resource);
  let hero: Combatant | undefined;
  let monsterHp = monsterStats(monster, foe.level).hp;
  const rounds: ReplayedRound[] = [];
  record.inputs.forEach((input, round) => {
    hero = input.hero ?? hero;
    monsterHp = input.monsterHp ?? monsterHp;
    if (!hero) throw new Error('a replay’s first round must carry the hero');
    const result = playRound(
      { seed: record.seed, round, monster, monsterLevel: foe.level, monsterHp, tactics },
      hero,
      { resource, action: input.action },
    );
    hero = result.hero;
    monsterHp = result.monster.hp;
    tactics = result.tactics;
    rounds.push({ lines: result.log, heroHp: hero.hp, monsterHp });
  });
  return { log: rounds.flatMap((r) => r.lines), rounds };
}
