import { EVOLVE_LEVEL, JOBS, findJob, jobById, type Job, type JobId } from './jobs';

/** Jobs this hero may take now: a root job when they have none, an evolution at the cap. */
export function availableJobs(currentJobId: JobId | null, level: number): Job[] {
  if (currentJobId === null) return JOBS.filter((j) => j.tier === 1);
  const current = jobById(currentJobId);
  if (current.tier !== 1 || level < EVOLVE_LEVEL) return [];
  return JOBS.filter((j) => j.evolvesFrom === current.id);
}

/** Spec §2/§9: a Warrior or Magician at level 10 may evolve. */
export function canEvolve(currentJobId: JobId | null, level: number): boolean {
  return currentJobId !== null && availableJobs(currentJobId, level).length > 0;
}

/** Spec §6: /assign-job exists only while the job is null or a root job. */
export function mayVisitAssignJob(currentJobId: JobId | null): boolean {
  if (currentJobId === null) return true;
  return jobById(currentJobId).tier === 1;
}

export type ChooseJobResult =
  { ok: true; job: Job } | { ok: false; reason: 'unknown_job' | 'not_available' };

export function chooseJob(
  currentJobId: JobId | null,
  level: number,
  /** The job asked for, from outside (a request body). */
  wanted: string,
): ChooseJobResult {
  const job = findJob(wanted);
  if (!job) return { ok: false, reason: 'unknown_job' };
  if (!availableJobs(currentJobId, level).some((j) => j.id === job.id)) {
    return { ok: false, reason: 'not_available' };
  }
  return { ok: true, job };
}
