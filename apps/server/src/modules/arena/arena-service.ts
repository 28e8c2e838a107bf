import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  ARENA,
  attacksLeft,
  duelChange,
  inBand,
  inLevelBand,
  levelRange,
  repeatShare,
  winGold,
} from '@demonbane/game/arena';
import { playDuel } from '@demonbane/game/battle/duel';
import { nextUtcMidnight, utcDay } from '@demonbane/game/calendar';
import { jobById, jobNameOf } from '@demonbane/game/jobs';
import type {
  ArenaFightResponse,
  ArenaLeaderboardResponse,
  ArenaResponse,
  ChallengeResponse,
} from '@demonbane/shared/arena-schemas';
import type { Queryable, Tx } from '../../db/database';
import { arenaFights, arenaRatings, heroes, users } from '../../db/schema';
import {
  findHeroWithBuffs,
  heroColumns,
  loadoutOf,
  upgradesOf,
  USER_NOT_FOUND,
} from '../hero/hero-repository';
import { fightingSnapshot, wornSlots } from '../hero/hero-view';
import { renownColumns, renownOf } from '../hero/renown-view';
import { grant } from '../ledger/currency';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { publish } from '../../infra/events/publish';
import { seedToColumn } from '../../infra/actions/random';
import { fail, ok, type Result } from '../../infra/actions/result';
import type { ActionContext, ReadContext } from '../../infra/actions/action-context';
import { activeBan, notBanned } from '../../infra/sessions/ban-service';
import { keepReplay } from '../replays/replay-repository';

/** How many fights the arena screen's log lists. */
const LOG_SIZE = 20;
const LEADERBOARD_SIZE = 100;

const ratingOf = (db: Queryable, userId: string) =>
  db
    .select({ rating: arenaRatings.rating })
    .from(arenaRatings)
    .where(eq(arenaRatings.userId, userId))
    .then(([row]) => row?.rating ?? ARENA.startRating);

async function attacksToday(db: Queryable, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(arenaFights)
    .where(and(eq(arenaFights.attackerId, userId), eq(arenaFights.day, day)));
  return Number(row?.n ?? 0);
}

/**
 * The wins `attackerId` has over each of `defenderIds` in the last `repeatWindowHours`,
 * from the stored fights (so every server and every restart agrees).
 */
async function recentWins(
  db: Queryable,
  attackerId: string,
  defenderIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (defenderIds.length === 0) return new Map();
  const since = new Date(now.getTime() - ARENA.repeatWindowHours * 60 * 60 * 1000);
  const rows = await db
    .select({ defenderId: arenaFights.defenderId, n: count() })
    .from(arenaFights)
    .where(
      and(
        eq(arenaFights.attackerId, attackerId),
        inArray(arenaFights.defenderId, defenderIds),
        eq(arenaFights.attackerWon, true),
        gt(arenaFights.createdAt, since),
      ),
    )
    .groupBy(arenaFights.defenderId);
  return new Map(rows.map((r) => [r.defenderId, Number(r.n)]));
}

/**
 * The heroes nearest in rating (with a job, not the hero itself, not banned), inside
 * both the rating band and the level band, with what a win over each pays now.
 */
async function opponentsFor(
  db: Queryable,
  me: { userId: string; level: number; rating: number },
  now: Date,
) {
  const theirs = sql<number>`coalesce(${arenaRatings.rating}, ${ARENA.startRating})`;
  const band = levelRange(me.level);
  const rows = await db
    .select({ ...heroColumns, rating: theirs })
    .from(heroes)
    .innerJoin(users, eq(users.id, heroes.userId))
    .leftJoin(arenaRatings, eq(arenaRatings.userId, heroes.userId))
    .where(
      and(
        ne(heroes.userId, me.userId),
        isNotNull(heroes.jobId),
        sql`abs(${theirs} - ${me.rating}) <= ${ARENA.band}`,
        between(heroes.level, band.min, band.max),
        notBanned(heroes.userId, now),
      ),
    )
    .orderBy(sql`abs(${theirs} - ${me.rating})`, desc(heroes.level), asc(users.username))
    .limit(ARENA.opponents);
  const wins = await recentWins(
    db,
    me.userId,
    rows.map((r) => r.userId),
    now,
  );
  return rows.map((r) => {
    const earlier = wins.get(r.userId) ?? 0;
    return {
      _id: r.userId,
      username: r.username,
      job_name: jobById(r.jobId!).name,
      level: r.level,
      rating: r.rating,
      equipment: wornSlots(loadoutOf(r), upgradesOf(r)),
      ...renownOf(r),
      win_gold: winGold(me.level, earlier),
      win_share: repeatShare(earlier),
    };
  });
}

/** Both sides' names, read with a fight. */
const fightNames = {
  attacker: sql<string>`(SELECT username FROM ${users} WHERE id = ${arenaFights.attackerId})`,
  defender: sql<string>`(SELECT username FROM ${users} WHERE id = ${arenaFights.defenderId})`,
};

/** The fights `userId` took part in, attacking or defending. */
const tookPart = (userId: string) =>
  or(eq(arenaFights.attackerId, userId), eq(arenaFights.defenderId, userId));

/** POST /arena: the hero's rating, attacks left today, three opponents and the recent fights. */
export async function arenaOverview(ctx: ActionContext): Promise<Result<ArenaResponse>> {
  const { db, userId, now } = ctx;
  const [me] = await db
    .select({ level: heroes.level })
    .from(heroes)
    .where(eq(heroes.userId, userId));
  if (!me) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const rating = await ratingOf(db, userId);
  const fights = await db
    .select({
      id: arenaFights.id,
      at: arenaFights.createdAt,
      attackerId: arenaFights.attackerId,
      attackerWon: arenaFights.attackerWon,
      attackerChange: arenaFights.attackerChange,
      defenderChange: arenaFights.defenderChange,
      replayId: arenaFights.replayId,
      ...fightNames,
    })
    .from(arenaFights)
    .where(tookPart(userId))
    .orderBy(desc(arenaFights.createdAt))
    .limit(LOG_SIZE);
  return ok({
    rating,
    attacks_left: attacksLeft(await attacksToday(db, userId, utcDay(now))),
    resets_at: nextUtcMidnight(now).toISOString(),
    opponents: await opponentsFor(db, { userId, level: me.level, rating }, now),
    level_band: levelRange(me.level),
    win_gold: winGold(me.level),
    log: fights.map((f) => {
      const attacking = f.attackerId === userId;
      const won = attacking === f.attackerWon;
      return {
        _id: f.id,
        at: f.at.toISOString(),
        role: attacking ? 'attack' : 'defence',
        opponent: attacking ? f.defender : f.attacker,
        result: won ? 'win' : 'loss',
        rating_change: attacking ? f.attackerChange : f.defenderChange,
        replay_id: f.replayId,
      };
    }),
  });
}

/**
 * Locks both heroes' rating rows in user-id order (made first at the starting rating
 * when missing), so two challenges between the same heroes, either way round, run one
 * after the other and neither can deadlock. Returns the ratings.
 */
async function lockRatings(tx: Tx, ids: [string, string], now: Date) {
  await tx
    .insert(arenaRatings)
    .values(ids.map((userId) => ({ userId, rating: ARENA.startRating, updatedAt: now })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(arenaRatings)
    .where(inArray(arenaRatings.userId, ids))
    .orderBy(asc(arenaRatings.userId))
    .for('update');
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * POST /arena/challenge: the fight against the opponent's snapshot, played at once
 * with a crypto seed; both ratings move by Elo (the changes sum to zero) and the
 * fight is kept for both heroes' logs; a win pays gold through the ledger (`arena_win`).
 * Repeat wins over one defender within 24 h gain less (arena.ts repeatShares). Five
 * challenges a UTC day; never yourself, never a hero outside the level or rating band.
 */
export function challenge(
  ctx: ActionContext,
  opponentId: string,
): Promise<Result<ChallengeResponse>> {
  const { db, userId, now, idempotency } = ctx;
  const seed = ctx.seed();
  return playerAction(db, idempotency, async (tx) => {
    if (opponentId === userId) {
      return refuse(ErrorCode.BadRequest, 'You cannot challenge yourself.');
    }
    const mine = await findHeroWithBuffs(tx, userId);
    if (!mine) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const theirs = await findHeroWithBuffs(tx, opponentId);
    // A banned hero is out of the arena, as if not there.
    if (!theirs || (await activeBan(tx, opponentId, now))) {
      return refuse(ErrorCode.NotFound, 'There is no such hero to challenge.');
    }
    const { hero: me } = mine;
    const { hero: foe } = theirs;
    if (me.jobId === null) return refuse(ErrorCode.Conflict, 'Choose a job before you fight.');
    if (foe.jobId === null) {
      return refuse(ErrorCode.Conflict, `${foe.username} has not chosen a job yet.`);
    }
    const sorted = [userId, opponentId].sort() as [string, string];
    const ratings = await lockRatings(tx, sorted, now);
    const my = ratings.get(userId)!;
    const their = ratings.get(opponentId)!;
    const day = utcDay(now);
    const used = await attacksToday(tx, userId, day);
    if (attacksLeft(used) === 0) {
      return refuse(
        ErrorCode.Conflict,
        `No challenges left today: you get ${ARENA.attacksPerDay} more at 00:00 UTC.`,
      );
    }
    if (!inLevelBand(me.level, foe.level)) {
      return refuse(
        ErrorCode.Conflict,
        `${foe.username} (level ${foe.level}) is more than ${ARENA.levelBand} levels from yours (${me.level}) to challenge.`,
      );
    }
    if (!inBand(my.rating, their.rating)) {
      return refuse(
        ErrorCode.Conflict,
        `${foe.username} (rating ${their.rating}) is too far from your rating (${my.rating}) to challenge.`,
      );
    }

    const challenger = fightingSnapshot({ ...me, jobId: me.jobId }, mine.buffs, now);
    const defender = fightingSnapshot({ ...foe, jobId: foe.jobId }, theirs.buffs, now);
    const duel = playDuel({ challenger, defender }, seed);
    const won = duel.winner === 'challenger';
    // Repeat wins over one defender within the window gain less rating and gold
    // (counted from the stored fights, under both rating rows' locks).
    const earlier = (await recentWins(tx, userId, [opponentId], now)).get(opponentId) ?? 0;
    const change = duelChange(my.rating, their.rating, won, earlier);
    const gold = won ? winGold(me.level, earlier) : 0;
    const after = { mine: my.rating + change.attacker, theirs: their.rating + change.defender };
    const fighters = { challenger, defender };
    const replay = { kind: 'arena', fighters, seed, log: duel.log } as const;
    const replayId = await keepReplay(tx, userId, replay, now);
    for (const [id, rating, win] of [
      [userId, after.mine, won],
      [opponentId, after.theirs, !won],
    ] as const) {
      await tx
        .update(arenaRatings)
        .set({
          rating,
          updatedAt: now,
          ...(win
            ? { wins: sql`${arenaRatings.wins} + 1` }
            : { losses: sql`${arenaRatings.losses} + 1` }),
        })
        .where(eq(arenaRatings.userId, id));
    }
    const [fight] = await tx
      .insert(arenaFights)
      .values({
        attackerId: userId,
        defenderId: opponentId,
        day,
        attackerWon: won,
        attackerChange: change.attacker,
        defenderChange: change.defender,
        attackerRating: after.mine,
        defenderRating: after.theirs,
        seed: JSON.stringify(seedToColumn(seed)),
        log: duel.log,
        snapshot: fighters,
        replayId,
        createdAt: now,
      })
      .returning({ id: arenaFights.id });
    if (gold > 0) {
      await grant(tx, userId, 'gold', gold, {
        kind: 'arena_win',
        ref: fight!.id,
        reason: `arena win over ${foe.username}`,
      });
    }
    await publish(tx, {
      type: 'arena.defended',
      defenderId: opponentId,
      now,
      fightId: fight!.id,
      attacker: me.username,
      won: !won,
      ratingChange: change.defender,
      rating: after.theirs,
    });
    await publish(tx, {
      type: 'battle.ended',
      userId,
      mode: 'arena',
      outcome: won ? 'won' : 'lost',
    });
    return {
      _id: fight!.id,
      result: won ? 'win' : 'loss',
      battleLog: duel.log,
      rating_change: change.attacker,
      rating: after.mine,
      opponent: { username: foe.username, rating: after.theirs },
      attacks_left: attacksLeft(used + 1),
      gold,
      replay_id: replayId,
    } as const;
  });
}

/** POST /arena/fight: a past fight the hero took part in, to watch again. */
export async function arenaFight(
  ctx: ActionContext,
  fightId: string,
): Promise<Result<ArenaFightResponse>> {
  const { db, userId } = ctx;
  const [row] = await db
    .select({
      id: arenaFights.id,
      at: arenaFights.createdAt,
      attackerWon: arenaFights.attackerWon,
      log: arenaFights.log,
      replayId: arenaFights.replayId,
      ...fightNames,
    })
    .from(arenaFights)
    .where(and(eq(arenaFights.id, fightId), tookPart(userId)));
  // Someone else's fight is answered as no fight: its existence is not the asker's business.
  if (!row) return fail(ErrorCode.NotFound, 'There is no such fight of yours.');
  return ok({
    _id: row.id,
    at: row.at.toISOString(),
    attacker: row.attacker,
    defender: row.defender,
    attacker_won: row.attackerWon,
    battleLog: row.log,
    replay_id: row.replayId,
  });
}

/** GET /leaderboard/arena: the top 100 by rating (whoever got there first on a tie), banned heroes left off. */
export async function arenaLeaderboard(ctx: ReadContext): Promise<ArenaLeaderboardResponse> {
  const rows = await ctx.db
    .select({
      username: users.username,
      jobId: heroes.jobId,
      level: heroes.level,
      rating: arenaRatings.rating,
      wins: arenaRatings.wins,
      losses: arenaRatings.losses,
      ...renownColumns,
    })
    .from(arenaRatings)
    .innerJoin(heroes, eq(heroes.userId, arenaRatings.userId))
    .innerJoin(users, eq(users.id, arenaRatings.userId))
    .where(notBanned(arenaRatings.userId, ctx.now))
    .orderBy(desc(arenaRatings.rating), asc(arenaRatings.updatedAt), asc(users.username))
    .limit(LEADERBOARD_SIZE);
  return {
    leaderboard: rows.map((r, i) => ({
      rank: i + 1,
      username: r.username,
      job_name: jobNameOf(r.jobId),
      level: r.level,
      rating: r.rating,
      wins: r.wins,
      losses: r.losses,
      ...renownOf(r),
    })),
  };
}
