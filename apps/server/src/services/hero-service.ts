import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { availableJobs, chooseJob } from '@demonbane/game/job-choice';
import { jobStatsAt } from '@demonbane/game/hero-stats';
import type { JobView, UserView } from '@demonbane/shared/user-schemas';
import type { Database, Queryable } from '../db/database';
import { heroes, users } from '../db/schema';
import { fail, ok, type Result } from './result';
import { playerAction, refuse } from './player-action';
import { toUserView } from './hero-view';

export const NO_JOB_MESSAGE = 'Your hero has no job yet. Choose one to begin the hunt.';

export type LoadedUser = { status: 200; user: UserView } | { status: 202; message: string };

async function findHero(db: Queryable, userId: string, forUpdate = false) {
  const query = db
    .select({
      userId: heroes.userId,
      username: users.username,
      jobId: heroes.jobId,
      level: heroes.level,
      xp: heroes.xp,
      hp: heroes.hp,
      gold: heroes.gold,
      soul: heroes.soul,
    })
    .from(heroes)
    .innerJoin(users, eq(users.id, heroes.userId))
    .where(eq(heroes.userId, userId))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: heroes }) : await query;
  return row;
}

const USER_NOT_FOUND = 'User not found.';
const userNotFound = () => fail(ErrorCode.NotFound, USER_NOT_FOUND);

/** POST /user: the hero, or 202 while no job is chosen. */
export async function loadUser(db: Database, userId: string): Promise<Result<LoadedUser>> {
  const row = await findHero(db, userId);
  if (!row) return userNotFound();
  if (row.jobId === null) return ok({ status: 202, message: NO_JOB_MESSAGE });
  return ok({ status: 200, user: toUserView({ ...row, jobId: row.jobId }) });
}

/** POST /assign-job without job_id: only the jobs this hero may take now. */
export async function listAvailableJobs(
  db: Database,
  userId: string,
): Promise<Result<{ available_jobs: JobView[]; message: string }>> {
  const row = await findHero(db, userId);
  if (!row) return userNotFound();
  const jobs = availableJobs(row.jobId, row.level);
  const message =
    jobs.length === 0
      ? 'No new job is open to your hero right now.'
      : row.jobId === null
        ? 'Choose the path your hero will walk.'
        : 'Your hero is ready to evolve. Choose a new path.';
  return ok({
    message,
    available_jobs: jobs.map((job) => ({
      _id: job.id,
      job_name: job.name,
      description: job.description,
      tier: job.tier,
      stats: jobStatsAt(job, row.level),
    })),
  });
}

/** POST /assign-job with job_id: take a first job or evolve; the hero is healed to full. */
export function assignJob(
  db: Database,
  userId: string,
  jobId: string,
): Promise<Result<{ user: UserView; message: string }>> {
  return playerAction(db, async (tx) => {
    const row = await findHero(tx, userId, true);
    if (!row) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const choice = chooseJob(row.jobId, row.level, jobId);
    if (!choice.ok) {
      return choice.reason === 'unknown_job'
        ? refuse(ErrorCode.NotFound, 'There is no such job.')
        : refuse(ErrorCode.Conflict, 'That job is not open to your hero.');
    }
    const maxHp = jobStatsAt(choice.job, row.level).hp;
    await tx
      .update(heroes)
      .set({ jobId: choice.job.id, hp: maxHp, updatedAt: new Date() })
      .where(eq(heroes.userId, userId));
    const message =
      row.jobId === null
        ? `You are now a ${choice.job.name}. Go forth and hunt.`
        : `Your hero has evolved into a ${choice.job.name}!`;
    return { user: toUserView({ ...row, jobId: choice.job.id, hp: maxHp }), message };
  });
}
