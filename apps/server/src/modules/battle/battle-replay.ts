import { isDeepStrictEqual } from 'node:util';
import type { Combatant } from '@demonbane/game/battle/combatant';
import type { ReplayHero, RoundInput } from '@demonbane/game/battle/replay';
import type { HeroAction } from '@demonbane/game/battle/round';
import type { JobId } from '@demonbane/game/jobs';
import { monsterById, monsterStats, type MonsterId } from '@demonbane/game/monsters';
import type { Seed } from '@demonbane/game/rng';
import { seedFromColumn } from '../../infra/actions/random';

/** What a round leaves for the next one to compare with: kept in battles.replay_hero. */
export interface ReplayCarry {
  hero: Combatant;
  monsterHp: number;
}

/** What one round adds to its fight's replay (ADR 0022). */
export interface ReplayStep {
  input: RoundInput;
  lines: string[];
  carry: ReplayCarry;
}

/** The battle row's part that a round's step is told from. */
interface SteppedBattle {
  monsterId: MonsterId;
  monsterLevel: number;
  monsterHp: number;
  replayHero: ReplayCarry | null;
}

/**
 * A round's replay input: the action, plus the hero entering the round and the stored
 * monster HP only where they differ from what the previous round left (an item healed, a
 * buff began or ended). The first round compares with a fight's start: no hero, full HP.
 */
export function replayStep(
  battle: SteppedBattle,
  hero: Combatant,
  action: HeroAction,
  after: { hero: Combatant; monsterHp: number; lines: string[] },
): ReplayStep {
  const left = battle.replayHero;
  const fullHp = monsterStats(monsterById(battle.monsterId), battle.monsterLevel).hp;
  const input: RoundInput = { action };
  if (!left || !isDeepStrictEqual(left.hero, hero)) input.hero = hero;
  if (battle.monsterHp !== (left?.monsterHp ?? fullHp)) input.monsterHp = battle.monsterHp;
  return {
    input,
    lines: after.lines,
    carry: { hero: after.hero, monsterHp: after.monsterHp },
  };
}

/** A fight played by request as it ends: what its `replays` row takes besides the battle's own. */
export interface FinalReplay {
  hero: ReplayHero;
  monster: { id: MonsterId; level: number };
  seed: Seed;
  /** The round that ended it (a flight ends with none). */
  last: ReplayStep | null;
}

/** The hero as a fight's replay names it. */
export interface ReplayedHero {
  username: string;
  jobId: JobId;
  level: number;
}

/** A fight's end as its replay keeps it: the fighters as they began, the seed the engine used. */
export function finalReplay(
  hero: ReplayedHero,
  battle: { monsterId: MonsterId; monsterLevel: number; seed: number[] },
  last: ReplayStep | null,
): FinalReplay {
  return {
    hero: { name: hero.username, jobId: hero.jobId, level: hero.level },
    monster: { id: battle.monsterId, level: battle.monsterLevel },
    seed: seedFromColumn(battle.seed),
    last,
  };
}

/** The values the fight's end statement binds for its replay, as jsonb texts. */
export function finalReplayValues({ hero, monster, seed, last }: FinalReplay, at: Date) {
  return {
    replayAt: at.toISOString(),
    replayFighters: JSON.stringify({ hero, monster }),
    replaySeed: JSON.stringify(seed),
    replayInputs: JSON.stringify(last ? [last.input] : []),
    replayLines: JSON.stringify(last ? last.lines : []),
  };
}
