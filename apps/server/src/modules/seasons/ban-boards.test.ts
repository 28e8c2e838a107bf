import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seasonAt } from '@demonbane/game/seasons';
import { arenaRatings, currencyLedger, seasonFloors } from '../../db/schema';
import { banOperation, unbanOperation } from '../../ops/admin-ban';
import { createHero, logIn, type TestPlayer } from '../../test/fixtures';
import { runOperation } from '../../test/operator-context';
import { createTestApp } from '../../test/test-app';
import { paySeasons } from './season-service';

// Season payouts are global: this file has a database of its own.
const testApp = await createTestApp({}, { ownDatabase: true });
const { app, database, clock } = testApp;
const db = database.db;
const DAYS = testApp.env.HUNT_SEASON_DAYS;

const ban = (p: TestPlayer) =>
  runOperation(testApp, banOperation, [p.username, '--reason', 'cheat']);
const unban = (p: TestPlayer) => runOperation(testApp, unbanOperation, [p.username]);
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (rows: { username: string }[]) => rows.map((r) => r.username);

describe('a banned hero', () => {
  it('is left off the hunt season board while banned, and not paid when the season ends', async () => {
    const season = seasonAt(clock.now, DAYS);
    const [cheater, honest] = [await createHero(app), await createHero(app)];
    // Both climbs meet the season minimum (seasons.ts SEASON_MINIMUM).
    const climb = { reachedAt: clock.now, firstWinAt: clock.now, wins: 30, winsAtBest: 30 };
    await db.insert(seasonFloors).values([
      { season: season.number, userId: cheater.userId, highestFloor: 30, ...climb },
      { season: season.number, userId: honest.userId, highestFloor: 10, ...climb },
    ]);
    const board = async () =>
      (await get(`/api/leaderboard/hunt?season=${season.number}`)).leaderboard;
    expect(names(await board())).toEqual([cheater.username, honest.username]);
    const rank = async () => (await honest.post('/api/hunt')).json().rank;
    expect(await rank()).toBe(2);
    expect((await ban(cheater)).ok).toBe(true);
    expect(await board()).toMatchObject([{ rank: 1, username: honest.username }]);
    expect(await rank()).toBe(1);

    clock.advance((season.endsAt.getTime() - clock.now.getTime()) / 1000 + 1);
    expect(await paySeasons(db, clock.now, DAYS)).toEqual([season.number]);
    const paid = async (p: TestPlayer) =>
      db
        .select({ delta: currencyLedger.delta })
        .from(currencyLedger)
        .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, 'season_reward')));
    expect(await paid(cheater)).toEqual([]);
    expect((await paid(honest)).length).toBeGreaterThan(0);
    // The final standings are written down without it, and stay so after an unban.
    expect((await unban(cheater)).ok).toBe(true);
    expect(names(await board())).toEqual([honest.username]);
  });

  it('is left off the arena board, is not offered as an opponent and cannot be challenged', async () => {
    const [cheater, rival] = [await createHero(app), await createHero(app)];
    // Far above every other hero's rating: they are each other's only opponents.
    await db
      .insert(arenaRatings)
      .values(
        [cheater, rival].map((p) => ({ userId: p.userId, rating: 5000, updatedAt: clock.now })),
      );
    const board = async () => names((await get('/api/leaderboard/arena')).leaderboard);
    const offered = async () => names((await rival.post('/api/arena')).json().opponents);
    expect((await board()).slice(0, 2).sort()).toEqual([cheater.username, rival.username].sort());
    expect(await offered()).toContain(cheater.username);

    expect((await ban(cheater)).ok).toBe(true);
    expect(await board()).not.toContain(cheater.username);
    expect(await board()).toContain(rival.username);
    expect(await offered()).not.toContain(cheater.username);
    const challenge = await rival.post('/api/arena/challenge', { opponentId: cheater.userId });
    expect(challenge.statusCode).toBe(404);
    expect(challenge.json()).toEqual({ message: 'There is no such hero to challenge.' });

    expect((await unban(cheater)).ok).toBe(true);
    expect(await board()).toContain(cheater.username);
    expect(await offered()).toContain(cheater.username);
    await logIn(app, cheater.username);
    const fought = await rival.post('/api/arena/challenge', { opponentId: cheater.userId });
    expect(fought.statusCode, fought.body).toBe(200);
  });
});
