import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { nextUtcMidnight, previousDay, utcDay } from '@demonbane/game/calendar';
import { mapById } from '@demonbane/game/maps';
import {
  dailyQuests as dailyQuestsOf,
  isQuestId,
  listingCounts,
  questById,
  questHears,
  questProgress,
  questText,
  shownStreak,
  streakBonusDays,
  streakReward,
  type DailyQuest,
  type QuestEvent,
} from '@demonbane/game/quests';
import type { ClaimQuestResponse, QuestsResponse } from '@demonbane/shared/quest-schemas';
import type { Queryable, Tx } from '../../db/database';
import { dailyQuests, questStreaks } from '../../db/schema';
import { grant } from '../ledger/currency';
import { findHero, requireHeroWithJob, USER_NOT_FOUND } from '../hero/hero-repository';
import { listingsMadeSince } from '../bazaar/bazaar-repository';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { fail, ok, type Result } from '../../infra/actions/result';
import type { ActionContext } from '../../infra/actions/action-context';
import { publish } from '../../infra/events/publish';

type QuestRow = typeof dailyQuests.$inferSelect;
type StreakRow = typeof questStreaks.$inferSelect | undefined;

/** Makes the day's three quests if they are not there yet (at the hero's level now). */
async function ensureQuests(db: Queryable, userId: string, day: string, level: number) {
  await db
    .insert(dailyQuests)
    .values(
      dailyQuestsOf(userId, day, level).map((q) => ({
        userId,
        day,
        questId: q.questId,
        mapId: q.mapId,
        level: q.level,
        goal: q.goal,
        rewardGold: q.reward.gold,
        rewardSouls: q.reward.souls,
      })),
    )
    .onConflictDoNothing();
}

/** Drops today's unclaimed quests, so the next read makes them for the hero's level now. */
export async function remakeUnclaimedQuests(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .delete(dailyQuests)
    .where(
      and(
        eq(dailyQuests.userId, userId),
        eq(dailyQuests.day, utcDay(now)),
        isNull(dailyQuests.claimedAt),
      ),
    );
}

/** A stored quest as the rules read it. */
const asDailyQuest = (row: QuestRow): DailyQuest => ({
  questId: row.questId,
  mapId: row.mapId,
  level: row.level,
  goal: row.goal,
  reward: { gold: row.rewardGold, souls: row.rewardSouls },
});

const textOf = (row: QuestRow) =>
  questText(row.questId, row.mapId === null ? null : mapById(row.mapId).name, row.level);

/**
 * An action counts towards the day's quests, inside the action's own transaction:
 * nothing is written unless one of today's three hears this kind of event; then the
 * quests are made if needed, and those the event counts for (`questProgress`: its
 * map, a boss, a monster or box at the quest's level) raised, never past the goal.
 */
export async function countQuestEvent(
  tx: Tx,
  userId: string,
  now: Date,
  event: QuestEvent,
  knownLevel?: number,
): Promise<void> {
  const day = utcDay(now);
  // Which quests a day holds does not depend on the level; only their map, level and rewards do.
  const ids = dailyQuestsOf(userId, day, 1)
    .map((q) => q.questId)
    .filter((id) => questHears(id, event.kind));
  if (ids.length === 0) return;
  const level = knownLevel ?? (await findHero(tx, userId))?.level ?? 1;
  await ensureQuests(tx, userId, day, level);
  const rows = await tx
    .select()
    .from(dailyQuests)
    .where(
      and(
        eq(dailyQuests.userId, userId),
        eq(dailyQuests.day, day),
        inArray(dailyQuests.questId, ids),
      ),
    );
  const counted = rows.filter((r) => questProgress(asDailyQuest(r), event) > 0);
  if (counted.length === 0) return;
  // The same for every quest it counts towards: the draws, or one.
  const amount = questProgress(asDailyQuest(counted[0]!), event);
  const moved = await tx
    .update(dailyQuests)
    .set({ progress: sql`LEAST(${dailyQuests.goal}, ${dailyQuests.progress} + ${amount})` })
    .where(
      and(
        eq(dailyQuests.userId, userId),
        eq(dailyQuests.day, day),
        inArray(
          dailyQuests.questId,
          counted.map((r) => r.questId),
        ),
        lt(dailyQuests.progress, dailyQuests.goal),
      ),
    )
    .returning();
  // Only rows below their goal moved: one at its goal now was finished by this action.
  for (const row of moved.filter((r) => r.progress >= r.goal)) {
    const { title } = textOf(row);
    await publish(tx, { type: 'quest.completed', userId, now, questId: questIdOf(row), title });
  }
}

/**
 * The market quest's progress, from the hero's listings of the day as stored: those
 * that sold or stayed up 10 minutes (`listingCounts`). Counted whenever the quests are
 * read or claimed, so no timer is needed; progress only grows, never past the goal.
 */
async function countListings(db: Queryable, userId: string, now: Date): Promise<void> {
  const day = utcDay(now);
  const ids = dailyQuestsOf(userId, day, 1)
    .map((q) => q.questId)
    .filter((id) => 'fromListings' in questById(id));
  if (ids.length === 0) return;
  const made = await listingsMadeSince(db, userId, new Date(`${day}T00:00:00Z`));
  const done = made.filter((l) => listingCounts(l, day, now)).length;
  if (done === 0) return;
  await db
    .update(dailyQuests)
    .set({ progress: sql`LEAST(${dailyQuests.goal}, ${done})` })
    .where(
      and(
        eq(dailyQuests.userId, userId),
        eq(dailyQuests.day, day),
        inArray(dailyQuests.questId, ids),
        lt(dailyQuests.progress, sql`LEAST(${dailyQuests.goal}, ${done})`),
      ),
    );
}

const questIdOf = (row: QuestRow) => `${row.day}:${row.questId}`;

function questView(row: QuestRow, bonus: number): QuestsResponse['quests'][number] {
  const text = textOf(row);
  return {
    _id: questIdOf(row),
    ...text,
    progress: row.progress,
    goal: row.goal,
    reward: streakReward({ gold: row.rewardGold, souls: row.rewardSouls }, bonus),
    claimed: row.claimedAt !== null,
  };
}

async function streakOf(db: Queryable, userId: string, forUpdate = false): Promise<StreakRow> {
  const query = db.select().from(questStreaks).where(eq(questStreaks.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

async function questsOf(db: Queryable, userId: string, day: string): Promise<QuestRow[]> {
  const rows = await db
    .select()
    .from(dailyQuests)
    .where(and(eq(dailyQuests.userId, userId), eq(dailyQuests.day, day)));
  // In the order the day drew them.
  const order = dailyQuestsOf(userId, day, 1).map((q) => q.questId as string);
  return rows.sort((a, b) => order.indexOf(a.questId) - order.indexOf(b.questId));
}

/** POST /quests: today's three quests (made now if need be), the streak, and when they reset. */
export async function listQuests(ctx: ActionContext): Promise<Result<QuestsResponse>> {
  const { db, userId, now } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const day = utcDay(now);
  await ensureQuests(db, userId, day, hero.level);
  await countListings(db, userId, now);
  const streak = await streakOf(db, userId);
  const bonus = streakBonusDays(streak, day);
  return ok({
    quests: (await questsOf(db, userId, day)).map((q) => questView(q, bonus)),
    streak: shownStreak(streak, day),
    resets_at: nextUtcMidnight(now).toISOString(),
  });
}

/**
 * POST /quests/claim: a finished quest of today pays its reward (with the streak
 * bonus) once, through the ledger. Claims of one hero run one at a time (the hero's
 * row is locked first), so the claim that completes the day extends the streak once.
 */
export function claimQuest(
  ctx: ActionContext,
  questId: string,
): Promise<Result<ClaimQuestResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    await requireHeroWithJob(tx, userId, true);
    const today = utcDay(now);
    const [day, id] = questId.split(':') as [string, string];
    if (day !== today) {
      return refuse(ErrorCode.Conflict, 'That quest was for another day: today’s are new.');
    }
    if (!isQuestId(id)) return refuse(ErrorCode.NotFound, 'There is no such quest today.');
    await countListings(tx, userId, now);
    const [row] = await tx
      .select()
      .from(dailyQuests)
      .where(
        and(eq(dailyQuests.userId, userId), eq(dailyQuests.day, day), eq(dailyQuests.questId, id)),
      );
    if (!row) return refuse(ErrorCode.NotFound, 'There is no such quest today.');
    if (row.claimedAt !== null) {
      return refuse(ErrorCode.Conflict, 'You have already claimed this quest.');
    }
    if (row.progress < row.goal) {
      return refuse(ErrorCode.Conflict, `Not finished yet: ${row.progress} of ${row.goal}.`);
    }
    await tx
      .update(dailyQuests)
      .set({ claimedAt: now })
      .where(
        and(eq(dailyQuests.userId, userId), eq(dailyQuests.day, day), eq(dailyQuests.questId, id)),
      );
    const streak = await streakOf(tx, userId, true);
    const reward = streakReward(
      { gold: row.rewardGold, souls: row.rewardSouls },
      streakBonusDays(streak, today),
    );
    const entry = {
      kind: 'quest_reward',
      ref: questIdOf(row),
      reason: `quest ${questIdOf(row)}`,
    } as const;
    await grant(tx, userId, 'gold', reward.gold, entry);
    await grant(tx, userId, 'soul', reward.souls, entry);

    const open = (await questsOf(tx, userId, today)).filter((q) => q.claimedAt === null);
    let days = shownStreak(streak, today);
    if (open.length === 0 && streak?.lastDay !== today) {
      days = streak?.lastDay === previousDay(today) ? streak.streak + 1 : 1;
      await tx
        .insert(questStreaks)
        .values({ userId, streak: days, lastDay: today })
        .onConflictDoUpdate({
          target: questStreaks.userId,
          set: { streak: days, lastDay: today },
        });
    }
    const purse = await requireHeroWithJob(tx, userId);
    const title = textOf(row);
    return {
      message: `${title.title}: done! You receive ${reward.gold} gold and ${reward.souls} ${reward.souls === 1 ? 'soul' : 'souls'}.`,
      reward,
      gold: purse.gold,
      soul: purse.soul,
      streak: days,
    };
  });
}
