import { NO_GEAR_TRAITS, type GearTraits } from '../affixes';
import { jobById, type JobId } from '../jobs';
import { FAMILIES, monsterStats, type MonsterDef } from '../monsters';
import type { Seed } from '../rng';
import type { Stats } from '../stats';
import { markedTraits } from '../tower-marks';
import { roundRng } from './battle-rng';
import { BASE_TRAITS, type Combatant } from './combatant';
import { resourceOf, type ResourceKind } from '../skills';
import {
  ATTACK,
  resolveTurn,
  startTactics,
  type HeroAction,
  type Tactics,
  type TurnResult,
} from './round';

/** A battle between requests: everything needed to play the next round. */
export interface BattleState {
  seed: Seed;
  /** Rounds already played. */
  round: number;
  monster: MonsterDef;
  monsterLevel: number;
  monsterHp: number;
  /** What the fight carries between rounds; null for a fight begun before skills. */
  tactics?: Tactics | null;
}

/** The resource a job spends: rage for the Warrior's line, mana for the Magician's. */
export function jobResource(jobId: JobId): ResourceKind {
  return resourceOf(jobById(jobId).style);
}

/** The hero in a fight: the job's traits plus what worn affixes add (loadoutTraits). */
export function heroCombatant(
  jobId: JobId,
  stats: Stats,
  hp: number,
  gear: GearTraits = NO_GEAR_TRAITS,
): Combatant {
  const job = jobById(jobId);
  const traits = { ...BASE_TRAITS, ...job.combat };
  return {
    name: 'You',
    hp,
    maxHp: stats.hp,
    atk: stats.atk,
    def: stats.def,
    spd: stats.spd,
    traits: {
      ...traits,
      damage: traits.damage + gear.damage,
      critChance: traits.critChance + gear.critChance,
      lifesteal: traits.lifesteal + gear.lifesteal,
      resist: traits.resist + gear.resist,
    },
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
    traits: markedTraits(
      { ...BASE_TRAITS, ...FAMILIES[monster.family].traits, ...monster.traits },
      level,
    ),
  };
}

/**
 * Plays the next round of a stored battle; its chance comes from (seed, round) alone,
 * so a battle replays from its seed and the hero's actions. The caller has checked
 * that a skill is allowed (skillRefusal).
 */
export function playRound(
  state: BattleState,
  hero: Combatant,
  { resource = 'rage', action = ATTACK }: { resource?: ResourceKind; action?: HeroAction } = {},
): TurnResult & { round: number } {
  const monster = monsterCombatant(state.monster, state.monsterLevel, state.monsterHp);
  const result = resolveTurn(
    {
      hero,
      monster,
      resource,
      tactics: state.tactics ?? startTactics(resource),
      action,
      special: state.monster.special,
      round: state.round,
    },
    roundRng(state.seed, state.round),
  );
  return { ...result, round: state.round + 1 };
}
