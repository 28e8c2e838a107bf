import { JOBS } from '../jobs';

/** The root jobs and the evolutions, in the jobs table's order: the rows of the simulator's tables. */
export const ROOT_JOBS = JOBS.filter((j) => j.tier === 1).map((j) => j.id);
export const EVOLUTIONS = JOBS.filter((j) => j.tier === 2).map((j) => j.id);
