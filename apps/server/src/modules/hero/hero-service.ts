import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { availableJobs, chooseJob } from '@demonbane/game/job-choice';
import { jobStatsAt } from '@demonbane/game/hero-stats';
import { ascendedStats } from '@demonbane/game/ascension';
import { starterGearToWear } from '@demonbane/game/starter-kit';
import type { JobView, UserView } from '@demonbane/shared/user-schemas';
import { heroEquipment, heroes } from '../../db/schema';
import type { Tx } from '../../db/database';
import { takeEquipment } from '../ledger/stock';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import {
  findHero,
  findHeroWithBuffs,
  loadBuffs,
  loadoutColumns,
  loadoutOf,
  USER_NOT_FOUND,
  type StoredHero,
} from './hero-repository';
import { heroBonus, toUserView } from './hero-view';
import type { ActionContext } from '../../infra/actions/action-context';

export const NO_JOB_MESSAGE = 'Your hero has no job yet. Choose one to begin the hunt.';

export type LoadedUser = { status: 200; user: UserView } | { status: 202; message: string };

const userNotFound = () => fail(ErrorCode.NotFound, USER_NOT_FOUND);

/** POST /user: the hero, or 202 while no job is chosen. */
export async function loadUser(ctx: ActionContext): Promise<Result<LoadedUser>> {
  const { db, userId, now } = ctx;
  const found = await findHeroWithBuffs(db, userId);
  if (!found) return userNotFound();
  const { hero, buffs } = found;
  if (hero.jobId === null) return ok({ status: 202, message: NO_JOB_MESSAGE });
  return ok({ status: 200, user: toUserView({ ...hero, jobId: hero.jobId }, buffs, now) });
}

/** POST /assign-job without job_id: only the jobs this hero may take now. */
export async function listAvailableJobs(
  ctx: ActionContext,
): Promise<Result<{ available_jobs: JobView[]; message: string }>> {
  const { db, userId } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return userNotFound();
  const jobs = availableJobs(hero.jobId, hero.level);
  const message =
    jobs.length === 0
      ? 'No new job is open to your hero right now.'
      : hero.jobId === null
        ? 'Choose the path your hero will walk.'
        : 'Your hero is ready to evolve. Choose a new path.';
  return ok({
    message,
    available_jobs: jobs.map((job) => ({
      _id: job.id,
      job_name: job.name,
      description: job.description,
      tier: job.tier,
      stats: ascendedStats(jobStatsAt(job, hero.level), hero.ascensions),
    })),
  });
}

/**
 * POST /assign-job with job_id: take a first job or evolve; the hero is healed to full.
 * A new hero's first job also puts the starter gear on (an existing or ascended hero's
 * slots are never touched).
 */
export function assignJob(
  ctx: ActionContext,
  jobId: string,
): Promise<Result<{ user: UserView; message: string }>> {
  const { db, userId, now } = ctx;
  return playerAction(db, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    // A new job heals to full: mid-fight it would be an escape from a losing battle.
    if (hero.inBattle) return refuse(ErrorCode.Conflict, 'Finish your fight before you evolve.');
    const choice = chooseJob(hero.jobId, hero.level, jobId);
    if (!choice.ok) {
      return choice.reason === 'unknown_job'
        ? refuse(ErrorCode.NotFound, 'There is no such job.')
        : refuse(ErrorCode.Conflict, 'That job is not open to your hero.');
    }
    const buffs = await loadBuffs(tx, userId);
    // Only a new hero's first job dresses it; an ascended one keeps its slots as they are.
    const worn =
      hero.jobId === null && hero.ascensions === 0
        ? await wearStarterGear(tx, hero)
        : loadoutColumns(loadoutOf(hero));
    const dressed = { ...hero, ...worn };
    const maxHp =
      ascendedStats(jobStatsAt(choice.job, hero.level), hero.ascensions).hp +
      heroBonus(dressed, buffs, now).hp;
    await tx
      .update(heroes)
      .set({ jobId: choice.job.id, hp: maxHp, hpUpdatedAt: now, updatedAt: now, ...worn })
      .where(eq(heroes.userId, userId));
    const message =
      hero.jobId === null
        ? `You are now a ${choice.job.name}. Go forth and hunt.`
        : `Your hero has evolved into a ${choice.job.name}!`;
    return {
      user: toUserView(
        { ...dressed, jobId: choice.job.id, hp: maxHp, hpUpdatedAt: now },
        buffs,
        now,
      ),
      message,
    };
  });
}

/**
 * A first job puts the starter gear on: each starter piece still in the inventory
 * leaves it for its empty slot. Returns the loadout columns to store.
 */
async function wearStarterGear(tx: Tx, hero: StoredHero) {
  const owned = await tx
    .select({ itemId: heroEquipment.itemId, rarity: heroEquipment.rarity })
    .from(heroEquipment)
    .where(eq(heroEquipment.userId, hero.userId));
  const loadout = loadoutOf(hero);
  const wear = starterGearToWear(loadout, (p) =>
    owned.some((o) => o.itemId === p.itemId && o.rarity === p.rarity),
  );
  for (const piece of wear) {
    if ((await takeEquipment(tx, hero.userId, piece.itemId, piece.rarity)) !== null) {
      loadout[piece.slot] = { itemId: piece.itemId, rarity: piece.rarity };
    }
  }
  return loadoutColumns(loadout);
}
