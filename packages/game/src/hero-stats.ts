import { jobById, type Job } from './jobs';
import { addStats, type Stats } from './stats';

/**
 * The hero's stats from job and level alone (before equipment and buffs).
 * A tier-2 job starts from its parent's stats at the parent's max level.
 */
export function jobStatsAt(job: Job, level: number): Stats {
  if (job.evolvesFrom) {
    const parent = jobById(job.evolvesFrom);
    const start = jobStatsAt(parent, parent.maxLevel);
    const levels = Math.max(0, level - parent.maxLevel);
    return addStats(addStats(start, job.evolveBonus ?? zero()), times(job.growth, levels));
  }
  const base = job.base ?? zero();
  return addStats(base, times(job.growth, Math.max(0, level - 1)));
}

function times(s: Stats, n: number): Stats {
  return { hp: s.hp * n, atk: s.atk * n, def: s.def * n, spd: s.spd * n };
}

function zero(): Stats {
  return { hp: 0, atk: 0, def: 0, spd: 0 };
}
