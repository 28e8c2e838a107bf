import { jobById, type JobId } from './jobs';
import { jobStatsAt } from './hero-stats';
import { addStats, ZERO_STATS, type Stats } from './stats';
import { xpRequired } from './xp';
import { canEvolve } from './job-choice';
import { ascendedStats } from './ascension';

export interface HeroState {
  jobId: JobId;
  level: number;
  xp: number;
  hp: number;
  /** Ascensions so far: their bonus multiplies job-and-level stats (ascension.ts). */
  ascensions?: number;
}

export interface HeroSheet {
  jobName: string;
  maxLevel: number;
  levelToMax: number;
  xpRequired: number;
  /** Total stats: job and level, plus equipment and buffs. */
  stats: Stats;
  hp: number;
  canEvolve: boolean;
}

/**
 * Everything the hero panel shows, computed on the server from stored state.
 * `bonus` is the sum of worn equipment and active buffs (zero until those exist).
 */
export function heroSheet(hero: HeroState, bonus: Stats = ZERO_STATS): HeroSheet {
  const job = jobById(hero.jobId);
  const stats = addStats(ascendedStats(jobStatsAt(job, hero.level), hero.ascensions ?? 0), bonus);
  return {
    jobName: job.name,
    maxLevel: job.maxLevel,
    levelToMax: Math.max(0, job.maxLevel - hero.level),
    xpRequired: xpRequired(hero.level),
    stats,
    hp: Math.min(hero.hp, stats.hp),
    canEvolve: canEvolve(hero.jobId, hero.level),
  };
}
