import type { Stats } from './stats';
import type { CombatTraits } from './battle/combatant';
import { keyedLookups } from './content-table';

/**
 * Jobs as data. A root job (tier 1) is chosen at the start; at its max level the
 * hero may evolve into one of its children (tier 2), which keeps the level and
 * adds a one-off bonus plus its own growth per level. See docs/game-rules.md.
 */
export interface JobFields {
  name: string;
  tier: 1 | 2;
  description: string;
  /** Tier 1: stats at level 1. */
  base?: Stats;
  /**
   * Tier 2: the job it evolves from (JOBS below fails typecheck unless it names a job),
   * and the bonus granted on evolving.
   */
  evolvesFrom?: string;
  evolveBonus?: Stats;
  /** Gain per level above the level the job starts at. */
  growth: Stats;
  /** Highest level reachable in this job. */
  maxLevel: number;
  /** How the job fights: might (blocks, steady crits) or arcane (pierces armour). */
  style: 'might' | 'arcane';
  /** Combat traits over the base ones (battle/combatant.ts). */
  combat: Partial<CombatTraits>;
}

/** Level at which a tier-1 job caps and may evolve (spec §9: evolve at level 10). */
export const EVOLVE_LEVEL = 10;
/** Hard level cap for every hero. */
export const LEVEL_CAP = 50;

const TABLE = {
  warrior: {
    name: 'Warrior',
    tier: 1,
    description:
      'A sworn blade of the Ashen Watch. Heavy armour and a steady arm: hits hard, takes harder hits.',
    base: { hp: 130, atk: 14, def: 10, spd: 6 },
    growth: { hp: 16, atk: 3, def: 2, spd: 1 },
    maxLevel: EVOLVE_LEVEL,
    style: 'might',
    combat: { critChance: 10, critMultiplier: 1.5, block: 10 },
  },
  magician: {
    name: 'Magician',
    tier: 1,
    description:
      'A scholar of forbidden circles who turns demon sigils against their makers. Fragile, fast, and spells that pierce armour.',
    base: { hp: 95, atk: 17, def: 5, spd: 9 },
    growth: { hp: 11, atk: 4, def: 1, spd: 1 },
    maxLevel: EVOLVE_LEVEL,
    style: 'arcane',
    combat: { critChance: 8, critMultiplier: 1.6, pierce: 0.4 },
  },
  berserker: {
    name: 'Berserker',
    tier: 2,
    description:
      'A Warrior who let the fury in. Trades guard for raw power: the hardest hitter of the Watch.',
    evolvesFrom: 'warrior',
    evolveBonus: { hp: 30, atk: 10, def: 0, spd: 2 },
    growth: { hp: 20, atk: 5, def: 1, spd: 1 },
    maxLevel: LEVEL_CAP,
    style: 'might',
    combat: { critChance: 22, critMultiplier: 1.9, block: 5, pierce: 0.1 },
  },
  paladin: {
    name: 'Paladin',
    tier: 2,
    description:
      'A Warrior consecrated in the Cathedral of Cinders. Blessed steel and a wall of a shield.',
    evolvesFrom: 'warrior',
    evolveBonus: { hp: 40, atk: 4, def: 4, spd: 0 },
    growth: { hp: 15, atk: 3, def: 3, spd: 1 },
    maxLevel: LEVEL_CAP,
    style: 'might',
    combat: { critChance: 10, critMultiplier: 1.5, block: 10 },
  },
  sorcerer: {
    name: 'Sorcerer',
    tier: 2,
    description:
      'A Magician who mastered the burning tongue. Spells that tear through any hide, at the cost of a thin skin.',
    evolvesFrom: 'magician',
    evolveBonus: { hp: 90, atk: 12, def: 2, spd: 2 },
    growth: { hp: 19, atk: 6, def: 1, spd: 1 },
    maxLevel: LEVEL_CAP,
    style: 'arcane',
    combat: { critChance: 12, critMultiplier: 1.8, pierce: 0.65 },
  },
  warlock: {
    name: 'Warlock',
    tier: 2,
    description:
      'A Magician bound to a captive demon. Swift and cunning, feeding on the foes it strikes.',
    evolvesFrom: 'magician',
    evolveBonus: { hp: 40, atk: 7, def: 4, spd: 4 },
    growth: { hp: 15, atk: 4, def: 2, spd: 1 },
    maxLevel: LEVEL_CAP,
    style: 'arcane',
    combat: { critChance: 12, critMultiplier: 1.5, pierce: 0.4, lifesteal: 0.05 },
  },
} as const satisfies Record<string, JobFields>;

/** A job's id: a misspelt job (or a tier 2 evolving from one) fails typecheck. */
export type JobId = keyof typeof TABLE;

export interface Job extends JobFields {
  id: JobId;
  evolvesFrom?: JobId;
}

export const JOBS: readonly Job[] = (Object.keys(TABLE) as JobId[]).map((id) => ({
  id,
  ...TABLE[id],
}));
const BY_ID = Object.fromEntries(JOBS.map((j) => [j.id, j])) as Record<JobId, Job>;

const lookups = keyedLookups(BY_ID);
/** The entry of a known id. */
export const jobById = lookups.byId;
export const isJobId = lookups.isId;
/** An entry by an id read from outside (a request body, an older database row). */
export const findJob = lookups.find;

/** A job's name for a board or a log; a hero not yet given one (or an unknown id) reads "Unknown". */
export function jobNameOf(jobId: string | null): string {
  return (jobId !== null && findJob(jobId)?.name) || 'Unknown';
}
