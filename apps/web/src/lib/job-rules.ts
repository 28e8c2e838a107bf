import { EVOLVE_LEVEL, JOBS } from '@demonbane/game/jobs';

/** Tier-1 job names (Warrior, Magician); the session keeps the job by name (spec §3). */
const ROOT_JOB_NAMES: ReadonlySet<string> = new Set(
  JOBS.filter((j) => j.tier === 1).map((j) => j.name),
);

/** Spec §6: /assign-job exists only while the job is null, Warrior or Magician. */
export function mayVisitAssignJob(jobName: string | null): boolean {
  return jobName === null || ROOT_JOB_NAMES.has(jobName);
}

/** A job that evolves at level 10 (Warrior, Magician) rather than a final one. */
export function isRootJob(jobName: string | null): boolean {
  return jobName !== null && ROOT_JOB_NAMES.has(jobName);
}

/** Spec §2/§9: a Warrior or Magician at level 10 may evolve. */
export function canEvolve(jobName: string | null, level: number | null): boolean {
  return isRootJob(jobName) && (level ?? 0) >= EVOLVE_LEVEL;
}
