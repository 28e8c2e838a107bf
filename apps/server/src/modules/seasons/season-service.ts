import { and, asc, count, desc, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { jobNameOf } from '@demonbane/game/jobs';
import { seasonAt, seasonByNumber, seasonReward, type Season } from '@demonbane/game/seasons';
import type { LeaderboardEntry } from '@demonbane/shared/hunt-schemas';
import type { SeasonsResponse, SeasonStanding } from '@demonbane/shared/season-schemas';
import type { Database, Queryable, Tx } from '../../db/database';
import { heroes, huntSeasons, seasonFloors, seasonResults, users } from '../../db/schema';
import { grant } from '../ledger/currency';
import { journaledTransaction } from '../../infra/events/commit-journal';
import type { ReadContext } from '../../infra/actions/action-context';
import { publish } from '../../infra/events/publish';
import type { DomainEvent } from '../../infra/events/domain-events';
import { notBanned } from '../../infra/sessions/ban-service';

/** How many places a season's board shows, and pays. */
export const SEASON_BOARD_SIZE = 100;
/** How many of a past season's places /seasons shows. */
const PAST_TOP = 10;
/** How many past seasons /seasons lists. */
const PAST_SEASONS = 10;

/**
 * A hunt win counts for the season (a `floor.cleared` subscriber): the hero's highest
 * floor this season rises, and `reached_at` moves only when it does (first to a floor
 * wins a tie).
 */
export async function recordSeasonFloor(
  tx: Tx,
  { userId, floor, now, season }: DomainEvent<'floor.cleared'>,
): Promise<void> {
  await tx
    .insert(seasonFloors)
    .values({ season, userId, highestFloor: floor, reachedAt: now })
    .onConflictDoUpdate({
      target: [seasonFloors.season, seasonFloors.userId],
      set: { highestFloor: floor, reachedAt: now },
      setWhere: lt(seasonFloors.highestFloor, floor),
    });
}

/**
 * A hero's highest floor this season (0 before any win in it) and place on its board
 * (banned heroes, off the board, are not ahead of it).
 */
export async function seasonStanding(
  db: Queryable,
  userId: string,
  season: number,
  now: Date,
): Promise<{ floor: number; rank: number | null }> {
  const [mine] = await db
    .select()
    .from(seasonFloors)
    .where(and(eq(seasonFloors.season, season), eq(seasonFloors.userId, userId)));
  if (!mine) return { floor: 0, rank: null };
  const [row] = await db
    .select({ ahead: count() })
    .from(seasonFloors)
    .where(
      and(
        eq(seasonFloors.season, season),
        notBanned(seasonFloors.userId, now),
        or(
          gt(seasonFloors.highestFloor, mine.highestFloor),
          and(
            eq(seasonFloors.highestFloor, mine.highestFloor),
            lt(seasonFloors.reachedAt, mine.reachedAt),
          ),
        ),
      ),
    );
  return { floor: mine.highestFloor, rank: Number(row?.ahead ?? 0) + 1 };
}

/**
 * A season's standings as they are now: highest floor first, then whoever got there
 * first. A hero banned at `now` is left off (and so is not paid when the season ends).
 */
async function liveBoard(db: Queryable, season: number, limit: number, now: Date) {
  const rows = await db
    .select({
      userId: seasonFloors.userId,
      username: users.username,
      jobId: heroes.jobId,
      level: heroes.level,
      floor: seasonFloors.highestFloor,
    })
    .from(seasonFloors)
    .innerJoin(heroes, eq(heroes.userId, seasonFloors.userId))
    .innerJoin(users, eq(users.id, seasonFloors.userId))
    .where(and(eq(seasonFloors.season, season), notBanned(seasonFloors.userId, now)))
    .orderBy(desc(seasonFloors.highestFloor), asc(seasonFloors.reachedAt), asc(users.username))
    .limit(limit);
  return rows.map((r, i) => ({ ...r, rank: i + 1 }));
}

/** A season's board: its final standings once paid, else as it stands. */
export async function seasonBoard(
  db: Queryable,
  season: number,
  now: Date,
  limit = SEASON_BOARD_SIZE,
): Promise<LeaderboardEntry[]> {
  const final = await db
    .select()
    .from(seasonResults)
    .where(eq(seasonResults.season, season))
    .orderBy(asc(seasonResults.rank))
    .limit(limit);
  if (final.length > 0) {
    return final.map((r) => ({
      rank: r.rank,
      username: r.username,
      job_name: jobNameOf(r.jobId),
      level: r.level,
      highest_hunt: r.highestFloor,
    }));
  }
  return (await liveBoard(db, season, limit, now)).map((r) => ({
    rank: r.rank,
    username: r.username,
    job_name: jobNameOf(r.jobId),
    level: r.level,
    highest_hunt: r.floor,
  }));
}

/** GET /leaderboard/hunt (`?season=N`). */
export async function huntLeaderboard(ctx: ReadContext, season?: number) {
  const number = season ?? seasonAt(ctx.now, ctx.seasonDays).number;
  return { leaderboard: await seasonBoard(ctx.db, number, ctx.now), season: number };
}

const seasonView = (s: Season) => ({
  number: s.number,
  starts_at: s.startsAt.toISOString(),
  ends_at: s.endsAt.toISOString(),
});

/** GET /seasons: the running season, and the last ended ones with their champions. */
export async function listSeasons(ctx: ReadContext): Promise<SeasonsResponse> {
  const current = seasonAt(ctx.now, ctx.seasonDays);
  const past: SeasonsResponse['past'] = [];
  for (let n = current.number - 1; n >= 1 && past.length < PAST_SEASONS; n--) {
    const top: SeasonStanding[] = (await seasonBoard(ctx.db, n, ctx.now, PAST_TOP)).map((e) => ({
      rank: e.rank,
      username: e.username,
      job_name: e.job_name,
      level: e.level,
      highest_floor: e.highest_hunt,
    }));
    past.push({ ...seasonView(seasonByNumber(n, ctx.seasonDays)), top });
  }
  return { current: seasonView(current), past };
}

/**
 * The sweep that ends seasons: every ended season with standings and no payment yet
 * is claimed by a conditional update (`paid_at IS NULL`) in its own transaction, its
 * final top 100 written down and paid through the ledger. A second server claiming
 * the same season finds it paid and does nothing: each season pays exactly once.
 * Returns the seasons this call paid.
 */
export async function paySeasons(db: Database, now: Date, seasonDays: number): Promise<number[]> {
  const current = seasonAt(now, seasonDays).number;
  const ended = await db
    .selectDistinct({ season: seasonFloors.season })
    .from(seasonFloors)
    .where(lt(seasonFloors.season, current));
  const paid = new Set(
    (
      await db
        .select({ number: huntSeasons.number })
        .from(huntSeasons)
        .where(isNotNull(huntSeasons.paidAt))
    ).map((r) => r.number),
  );
  const done: number[] = [];
  for (const { season } of ended) {
    if (paid.has(season)) continue;
    if (await payOne(db, seasonByNumber(season, seasonDays), now)) done.push(season);
  }
  return done;
}

async function payOne(db: Database, season: Season, now: Date): Promise<boolean> {
  return journaledTransaction(db, async (tx) => {
    await tx
      .insert(huntSeasons)
      .values({ number: season.number, startsAt: season.startsAt, endsAt: season.endsAt })
      .onConflictDoNothing();
    const claimed = await tx
      .update(huntSeasons)
      .set({ paidAt: now })
      .where(and(eq(huntSeasons.number, season.number), sql`${huntSeasons.paidAt} IS NULL`))
      .returning({ number: huntSeasons.number });
    if (claimed.length === 0) return false;
    const board = await liveBoard(tx, season.number, SEASON_BOARD_SIZE, now);
    for (const place of board) {
      const reward = seasonReward(place.rank);
      if (!reward) continue;
      await tx.insert(seasonResults).values({
        season: season.number,
        rank: place.rank,
        userId: place.userId,
        username: place.username,
        jobId: place.jobId,
        level: place.level,
        highestFloor: place.floor,
        rewardGold: reward.gold,
        rewardSouls: reward.souls,
      });
      const entry = {
        kind: 'season_reward',
        ref: String(season.number),
        reason: `season ${season.number}, rank ${place.rank}`,
      } as const;
      await grant(tx, place.userId, 'gold', reward.gold, entry);
      await grant(tx, place.userId, 'soul', reward.souls, entry);
      const placed = { season: season.number, rank: place.rank, ...reward };
      await publish(tx, { type: 'season.placed', userId: place.userId, now, ...placed });
    }
    return true;
  });
}
