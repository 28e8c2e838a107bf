import { jobById, type JobId } from '../jobs';
import { monsterStats, type MonsterDef } from '../monsters';
import type { Seed } from '../rng';
import type { Stats } from '../stats';
import { roundRng } from './battle-rng';
import { BASE_TRAITS, type Combatant } from './combatant';
import { resolveRound, type RoundResult } from './round';

/** A battle between requests: everything needed to play the next round. */
export interface BattleState {
  seed: Seed;
  /** Rounds already played. */
  round: number;
  monster: MonsterDef;
  monsterLevel: number;
  monsterHp: number;
}

export function heroCombatant(jobId: JobId, stats: Stats, hp: number): Combatant {
  const job = jobById(jobId);
  return {
    name: 'You',
    hp,
    maxHp: stats.hp,
    atk: stats.atk,
    def: stats.def,
    spd: stats.spd,
    traits: { ...BASE_TRAITS, ...job.combat },
  };
}

export function monsterCombatant(monster: MonsterDef, level: number, hp?: number): Combatant {
  const s = monsterStats(monster, level);
  return {
    name: monster.name,
    hp: hp ?? s.hp,
    maxHp: s.hp,
    atk: s.atk,
    def: s.def,
    spd: s.spd,
    traits: { ...BASE_TRAITS, ...monster.traits },
  };
}

/** Plays the next round of a stored battle; its chance comes from (seed, round) alone. */
export function playRound(state: BattleState, hero: Combatant): RoundResult & { round: number } {
  const monster = monsterCombatant(state.monster, state.monsterLevel, state.monsterHp);
  const result = resolveRound(hero, monster, roundRng(state.seed, state.round));
  return { ...result, round: state.round + 1 };
}
