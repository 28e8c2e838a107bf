import { and, asc, count, eq, getTableColumns, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { jobNameOf } from '@demonbane/game/jobs';
import {
  SEASON_MINIMUM,
  seasonAt,
  seasonByNumber,
  seasonReward,
  type Season,
} from '@demonbane/game/seasons';
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
import { renownColumns, renownOf } from '../hero/renown-view';

/** How many places a season's board shows, and pays (only heroes who meet the minimum). */
export const SEASON_BOARD_SIZE = 100;
/** How many of a past season's places /seasons shows. */
const PAST_TOP = 10;
/** How many past seasons /seasons lists. */
const PAST_SEASONS = 10;

/**
 * A hunt win counts for the season (a `floor.cleared` subscriber): the hero's wins this
 * season rise by one; the highest floor, `reached_at` and `wins_at_best` move only when a
 * higher floor is won; `first_win_at` is set once, by the first win of the season.
 */
export async function recordSeasonFloor(
  tx: Tx,
  { userId, floor, now, season }: DomainEvent<'floor.cleared'>,
): Promise<void> {
  // In ON CONFLICT's SET, "season_floors" is the stored row (every expression reads it
  // as it was) and "excluded" the win being recorded.
  const higher = sql`excluded.highest_floor > season_floors.highest_floor`;
  await tx
    .insert(seasonFloors)
    .values({
      season,
      userId,
      highestFloor: floor,
      reachedAt: now,
      wins: 1,
      winsAtBest: 1,
      firstWinAt: now,
    })
    .onConflictDoUpdate({
      target: [seasonFloors.season, seasonFloors.userId],
      set: {
        wins: sql`season_floors.wins + 1`,
        highestFloor: sql`greatest(season_floors.highest_floor, excluded.highest_floor)`,
        reachedAt: sql`CASE WHEN ${higher} THEN excluded.reached_at ELSE season_floors.reached_at END`,
        winsAtBest: sql`CASE WHEN ${higher} THEN season_floors.wins + 1 ELSE season_floors.wins_at_best END`,
        firstWinAt: sql`coalesce(season_floors.first_win_at, excluded.first_win_at)`,
      },
    });
}

/**
 * A season's order: heroes who meet the minimum first, then the highest floor, then
 * fewer wins to reach it, then the shorter climb (first win of the season to reaching
 * the best floor). Never the wall clock: a hero who starts later is not behind. Written
 * as `season_floors_board_idx` holds it (NULLS LAST), so the top-N reads the index.
 */
const boardOrder = [
  sql`${seasonFloors.qualified} DESC NULLS LAST`,
  sql`${seasonFloors.highestFloor} DESC NULLS LAST`,
  asc(seasonFloors.winsAtBest),
  asc(seasonFloors.climb),
] as const;

/**
 * A hero's highest floor and wins this season (0 before any win in it) and place on its
 * board: one more than the heroes strictly ahead of it in board order (banned heroes,
 * off the board, are not ahead; heroes tied on every key share a place). Only heroes
 * qualified as it is or better, from its floor up (every qualifier when it is not one),
 * can be ahead: a range of the board's index, not the whole season.
 */
export async function seasonStanding(
  db: Queryable,
  userId: string,
  season: number,
  now: Date,
): Promise<{ floor: number; wins: number; rank: number | null }> {
  const [mine] = await db
    .select()
    .from(seasonFloors)
    .where(and(eq(seasonFloors.season, season), eq(seasonFloors.userId, userId)));
  if (!mine) return { floor: 0, wins: 0, rank: null };
  const t = seasonFloors;
  const tiedAbove = and(
    eq(t.highestFloor, mine.highestFloor),
    or(
      lt(t.winsAtBest, mine.winsAtBest),
      and(eq(t.winsAtBest, mine.winsAtBest), sql`${t.climb} < ${mine.climb}::interval`),
    ),
  );
  const aheadAmongPeers = and(
    eq(t.qualified, mine.qualified),
    or(gt(t.highestFloor, mine.highestFloor), tiedAbove),
  );
  const [row] = await db
    .select({ ahead: count() })
    .from(t)
    .where(
      and(
        eq(t.season, season),
        notBanned(t.userId, now),
        mine.qualified ? aheadAmongPeers : or(eq(t.qualified, true), aheadAmongPeers),
      ),
    );
  return { floor: mine.highestFloor, wins: mine.wins, rank: Number(row?.ahead ?? 0) + 1 };
}

/**
 * A season's standings as they are now, in board order. A hero banned at `now` is left
 * off (and so is not paid when the season ends).
 */
async function liveBoard(db: Queryable, season: number, limit: number, now: Date) {
  const rows = await db
    .select({
      userId: seasonFloors.userId,
      username: users.username,
      jobId: heroes.jobId,
      level: heroes.level,
      floor: seasonFloors.highestFloor,
      wins: seasonFloors.wins,
      qualified: seasonFloors.qualified,
      ...renownColumns,
    })
    .from(seasonFloors)
    .innerJoin(heroes, eq(heroes.userId, seasonFloors.userId))
    .innerJoin(users, eq(users.id, seasonFloors.userId))
    .where(and(eq(seasonFloors.season, season), notBanned(seasonFloors.userId, now)))
    .orderBy(...boardOrder, asc(users.username))
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
  // Renown as the hero has it now (a deleted hero's row has none).
  const final = await db
    .select({
      ...getTableColumns(seasonResults),
      ascensions: sql<number>`coalesce(${heroes.ascensions}, 0)`.mapWith(Number),
      titleId: heroes.titleId,
      frameId: heroes.frameId,
    })
    .from(seasonResults)
    .leftJoin(heroes, eq(heroes.userId, seasonResults.userId))
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
      wins: r.wins,
      qualified: true,
      ...renownOf(r),
    }));
  }
  return (await liveBoard(db, season, limit, now)).map((r) => ({
    rank: r.rank,
    username: r.username,
    job_name: jobNameOf(r.jobId),
    level: r.level,
    highest_hunt: r.floor,
    wins: r.wins,
    qualified: r.qualified,
    ...renownOf(r),
  }));
}

/** GET /leaderboard/hunt (`?season=N`). */
export async function huntLeaderboard(ctx: ReadContext, season?: number) {
  const number = season ?? seasonAt(ctx.now, ctx.seasonDays).number;
  return {
    leaderboard: await seasonBoard(ctx.db, number, ctx.now),
    season: number,
    minimum: { floor: SEASON_MINIMUM.floor, wins: SEASON_MINIMUM.wins },
  };
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
    // Only heroes who meet the minimum are paid (they come first on the board).
    for (const place of board.filter((p) => p.qualified)) {
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
        wins: place.wins,
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
