import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { seasonAt, seasonReward } from '@demonbane/game/seasons';
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
    leaderboard: { rank: number; username: string; highest_hunt: number }[];
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
  it('rank the season’s highest floor, first to reach it first, and start over each season', async () => {
    const season = seasonAt(clock.now, DAYS);
    const [a, b, c] = [await createHero(app), await createHero(app), await createHero(app)];
    await winFloor(b, 3);
    clock.advance(60);
    await winFloor(a, 3);
    clock.advance(60);
    await winFloor(c, 2);
    const now = await board();
    expect(now.season).toBe(season.number);
    expect(now.leaderboard.map((e) => [e.username, e.highest_hunt])).toEqual([
      [b.username, 3],
      [a.username, 3],
      [c.username, 2],
    ]);
    const status = (await a.post('/api/hunt')).json();
    expect(status).toMatchObject({ rank: 2, season_floor: 3, highest_hunt: 3 });

    // The next season: an empty board, the old one kept, personal bests untouched.
    clock.now = new Date(season.endsAt.getTime() + 1000);
    const next = await board();
    expect(next.season).toBe(season.number + 1);
    expect(next.leaderboard).toEqual([]);
    expect((await board(season.number)).leaderboard.map((e) => e.username)).toEqual([
      b.username,
      a.username,
      c.username,
    ]);
    expect((await a.post('/api/hunt')).json()).toMatchObject({
      rank: null,
      season_floor: 0,
      highest_hunt: 3,
    });
    // A lower floor than last season's best still ranks in the new one.
    await winFloor(c, 1);
    expect((await board()).leaderboard.map((e) => [e.username, e.highest_hunt])).toEqual([
      [c.username, 1],
    ]);
  });

  it('an ended season pays its standings exactly once, however many servers sweep', async () => {
    const season = seasonAt(clock.now, DAYS);
    const heroes3 = [await createHero(app), await createHero(app), await createHero(app)];
    for (const [i, p] of heroes3.entries()) {
      await winFloor(p, 5 - i);
      clock.advance(10);
    }
    const before = await Promise.all(heroes3.map((p) => purse(p)));
    clock.now = new Date(season.endsAt.getTime() + 60_000);
    // Both instances' sweeps at once, then again.
    const paid = await Promise.all([
      paySeasons(first.database.db, clock.now, DAYS),
      paySeasons(second.database.db, clock.now, DAYS),
    ]);
    expect(paid.flat().filter((n) => n === season.number)).toHaveLength(1);
    expect(await paySeasons(second.database.db, clock.now, DAYS)).toEqual([]);

    for (const [i, p] of heroes3.entries()) {
      const reward = seasonReward(i + 1)!;
      expect(await seasonLedger(p)).toEqual(
        expect.arrayContaining([
          { currency: 'gold', delta: reward.gold, ref: String(season.number) },
          { currency: 'soul', delta: reward.souls, ref: String(season.number) },
        ]),
      );
      expect(await seasonLedger(p)).toHaveLength(2);
      const after = await purse(p);
      expect(after.gold - before[i]!.gold).toBe(reward.gold);
      expect(after.soul - before[i]!.soul).toBe(reward.souls);
    }

    const seasons = await app.inject({ method: 'GET', url: '/api/seasons' });
    expect(seasons.statusCode).toBe(200);
    const body = seasons.json();
    expect(body.current.number).toBe(season.number + 1);
    const past = body.past.find((s: { number: number }) => s.number === season.number);
    // The three first (the first test's last hero won floor 1 in this season too).
    expect(past.top.slice(0, 3).map((t: { username: string }) => t.username)).toEqual(
      heroes3.map((p) => p.username),
    );
    expect(past.top[0]).toMatchObject({ rank: 1, highest_floor: 5 });
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
