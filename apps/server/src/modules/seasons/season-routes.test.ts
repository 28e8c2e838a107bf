import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SEASON_MINIMUM, seasonAt, seasonReward } from '@demonbane/game/seasons';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { currencyLedger, heroes, huntProgress } from '../../db/schema';
import { paySeasons } from './season-service';

// Season sweeps are global: this file has a database of its own, and a second server
// instance on it (another pool on PostgreSQL) to race the payout.
const first = await createTestApp({}, { ownDatabase: true });
const second = await createTestApp({}, { sameDatabaseAs: first });
const { app, database, clock } = first;
const db = database.db;
const { makeStrong, oneHitLeft } = battleShortcuts(db, clock);
const DAYS = first.env.HUNT_SEASON_DAYS;

/** Wins floor `floor` of the tower (opened first if need be), the monster one blow from death. */
async function winFloor(p: TestPlayer, floor: number) {
  await makeStrong(p);
  await db
    .insert(huntProgress)
    .values({ userId: p.userId, highestFloor: floor - 1, highestReachedAt: clock.now })
    .onConflictDoNothing();
  const set = await p.post('/api/hunt/set-hunt', { hunt: floor });
  expect(set.statusCode, set.body).toBe(200);
  await oneHitLeft(p);
  for (let i = 0; i < 10; i++) {
    const body = (await p.post('/api/hunt/hunt-attack')).json();
    if (body.rewards) break;
  }
  await p.post('/api/hunt/clear-hunt');
}

const board = async (season?: number) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/leaderboard/hunt${season ? `?season=${season}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    season: number;
    minimum: { floor: number; wins: number };
    leaderboard: {
      rank: number;
      username: string;
      highest_hunt: number;
      wins: number;
      qualified: boolean;
    }[];
  };
};

const seasonLedger = (p: TestPlayer) =>
  db
    .select({
      currency: currencyLedger.currency,
      delta: currencyLedger.delta,
      ref: currencyLedger.ref,
    })
    .from(currencyLedger)
    .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, 'season_reward')));

describe('hunt seasons', () => {
  it('rank the highest floor, then fewer wins, then the shorter climb (never the wall clock), and start over each season', async () => {
    const season = seasonAt(clock.now, DAYS);
    const [a, b, d, e] = [
      await createHero(app),
      await createHero(app),
      await createHero(app),
      await createHero(app),
    ];
    // a climbs 1, 2, 3 first of all: three wins to floor 3.
    for (const f of [1, 2, 3]) await winFloor(a, f);
    // d: floors 2 then 3, ten minutes apart; e starts after d has finished and takes one.
    await winFloor(d, 2);
    clock.advance(600);
    await winFloor(d, 3);
    clock.advance(60);
    await winFloor(e, 2);
    clock.advance(60);
    await winFloor(e, 3);
    // b comes last of all, straight to floor 3: one win.
    clock.advance(60);
    await winFloor(b, 3);
    const now = await board();
    expect(now.season).toBe(season.number);
    expect(now.minimum).toEqual(SEASON_MINIMUM);
    expect(now.leaderboard.map((x) => [x.username, x.highest_hunt, x.wins])).toEqual([
      [b.username, 3, 1],
      [e.username, 3, 2],
      [d.username, 3, 2],
      [a.username, 3, 3],
    ]);
    // No one here met the minimum: listed, none qualifies.
    expect(now.leaderboard.every((x) => !x.qualified)).toBe(true);
    expect((await a.post('/api/hunt')).json()).toMatchObject({
      rank: 4,
      season_floor: 3,
      highest_hunt: 3,
    });
    // A lower floor won again counts a win but moves nothing else.
    await winFloor(b, 1);
    expect((await board()).leaderboard[0]).toMatchObject({ username: b.username, wins: 2 });
    expect((await b.post('/api/hunt')).json()).toMatchObject({ rank: 1, season_floor: 3 });

    // The next season: an empty board, the old one kept, personal bests untouched.
    clock.now = new Date(season.endsAt.getTime() + 1000);
    const next = await board();
    expect(next.season).toBe(season.number + 1);
    expect(next.leaderboard).toEqual([]);
    expect((await board(season.number)).leaderboard.map((x) => x.username)).toEqual([
      b.username,
      e.username,
      d.username,
      a.username,
    ]);
    expect((await a.post('/api/hunt')).json()).toMatchObject({
      rank: null,
      season_floor: 0,
      highest_hunt: 3,
    });
    // A lower floor than last season's best still ranks in the new one.
    await winFloor(d, 1);
    expect((await board()).leaderboard.map((x) => [x.username, x.highest_hunt])).toEqual([
      [d.username, 1],
    ]);
  });

  it('fresh alts with one floor-1 win take no paid rank; a real climb is paid exactly once, however many servers sweep', async () => {
    const season = seasonAt(clock.now, DAYS);
    // The exploit: three fresh accounts win floor 1 once each, at the season's start.
    const alts = [await createHero(app), await createHero(app), await createHero(app)];
    for (const alt of alts) await winFloor(alt, 1);
    // A real climber starts later and wins floors 1 to 20.
    clock.advance(3600);
    const climber = await createHero(app);
    for (let f = 1; f <= SEASON_MINIMUM.wins; f++) await winFloor(climber, f);
    const live = (await board()).leaderboard;
    expect(live[0]).toMatchObject({
      rank: 1,
      username: climber.username,
      highest_hunt: SEASON_MINIMUM.wins,
      wins: SEASON_MINIMUM.wins,
      qualified: true,
    });
    for (const alt of alts) {
      expect(live.find((x) => x.username === alt.username)).toMatchObject({ qualified: false });
    }

    const before = await Promise.all([climber, ...alts].map((p) => purse(p)));
    clock.now = new Date(season.endsAt.getTime() + 60_000);
    // Both instances' sweeps at once, then again.
    const paid = await Promise.all([
      paySeasons(first.database.db, clock.now, DAYS),
      paySeasons(second.database.db, clock.now, DAYS),
    ]);
    expect(paid.flat().filter((n) => n === season.number)).toHaveLength(1);
    expect(await paySeasons(second.database.db, clock.now, DAYS)).toEqual([]);

    const reward = seasonReward(1)!;
    expect(await seasonLedger(climber)).toEqual([
      { currency: 'gold', delta: reward.gold, ref: String(season.number) },
      { currency: 'soul', delta: reward.souls, ref: String(season.number) },
    ]);
    const after = await purse(climber);
    expect(after.gold - before[0]!.gold).toBe(reward.gold);
    expect(after.soul - before[0]!.soul).toBe(reward.souls);
    // The alts gain nothing from the season: no ledger row, the purse unchanged.
    for (const [i, alt] of alts.entries()) {
      expect(await seasonLedger(alt)).toEqual([]);
      expect(await purse(alt)).toEqual(before[i + 1]);
    }

    const seasons = await app.inject({ method: 'GET', url: '/api/seasons' });
    expect(seasons.statusCode).toBe(200);
    const body = seasons.json();
    expect(body.current.number).toBe(season.number + 1);
    const past = body.past.find((s: { number: number }) => s.number === season.number);
    // The past board is the paid standings: the climber alone.
    expect(past.top).toEqual([
      expect.objectContaining({ rank: 1, username: climber.username, highest_floor: 20 }),
    ]);
    expect((await board(season.number)).leaderboard).toEqual([
      expect.objectContaining({ username: climber.username, wins: 20, qualified: true }),
    ]);
  });

  it('refuses a season that is not a whole number', async () => {
    for (const q of ['0', '-1', 'abc', '1.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/leaderboard/hunt?season=${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

async function purse(p: TestPlayer) {
  const [row] = await db
    .select({ gold: heroes.gold, soul: heroes.soul })
    .from(heroes)
    .where(eq(heroes.userId, p.userId));
  return row!;
}
