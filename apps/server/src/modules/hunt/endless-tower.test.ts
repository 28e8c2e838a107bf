import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seasonAt } from '@demonbane/game/seasons';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { arenaRatings, heroes, huntProgress, seasonFloors } from '../../db/schema';

const { app, database, clock, env } = await createTestApp();
const db = database.db;
const { makeStrong } = battleShortcuts(db, clock);

const cleared = (p: TestPlayer, highestFloor: number) =>
  db.insert(huntProgress).values({ userId: p.userId, highestFloor, highestReachedAt: clock.now });

describe('the endless tower', () => {
  it('opens floor 201 after 200, its monster carrying the first mark', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    await cleared(p, 200);
    const set = await p.post('/api/hunt/set-hunt', { hunt: 201 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().monster).toEqual({
      monster_name: expect.any(String),
      monster_level: 201,
      boss: false,
      marks: ['Frenzied'],
    });
    const status = (await p.post('/api/hunt')).json();
    expect(status.monster.marks).toEqual(['Frenzied']);
    expect(status.allowed_floors.at(-1)).toBe(201);
  });

  it('lays every mark in turn, ranked, higher up; a floor not yet open is refused', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    await cleared(p, 240);
    expect((await p.post('/api/hunt/set-hunt', { hunt: 242 })).statusCode).toBe(409);
    const set = await p.post('/api/hunt/set-hunt', { hunt: 241 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().monster.marks).toEqual(['Frenzied II', 'Ironhide', 'Vampiric', 'Deadeye']);
  });

  it('answers no marks below level 200', async () => {
    const p = await createHero(app);
    const set = await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().monster.marks).toEqual([]);
  });
});

describe('renown on the boards and in the arena', () => {
  it('the hunt board, the arena board and arena opponents show ascensions, title and frame', async () => {
    const [star, rival] = [await createHero(app), await createHero(app)];
    // A level and a rating no other hero in the run has, so the two meet in the arena.
    for (const p of [star, rival]) {
      await db.update(heroes).set({ level: 37 }).where(eq(heroes.userId, p.userId));
      await db
        .insert(arenaRatings)
        .values({ userId: p.userId, rating: 2_917, updatedAt: clock.now });
    }
    await db
      .update(heroes)
      .set({ ascensions: 2, titleId: 'twice-born', frameId: 'gold-frame' })
      .where(eq(heroes.userId, star.userId));
    await db.insert(seasonFloors).values({
      season: seasonAt(clock.now, env.HUNT_SEASON_DAYS).number,
      userId: star.userId,
      highestFloor: 999_999,
      reachedAt: clock.now,
      wins: 10_000,
    });
    const renown = { ascensions: 2, title: 'Twice-Born', frame: 'gold-frame' };
    const none = { ascensions: 0, title: null, frame: null };

    const hunt = (await app.inject({ method: 'GET', url: '/api/leaderboard/hunt' })).json();
    expect(hunt.leaderboard[0]).toMatchObject({ username: star.username, ...renown });
    const arena = (await app.inject({ method: 'GET', url: '/api/leaderboard/arena' })).json();
    const entry = (p: TestPlayer) =>
      arena.leaderboard.find((r: { username: string }) => r.username === p.username);
    expect(entry(star)).toMatchObject(renown);
    expect(entry(rival)).toMatchObject(none);
    const { opponents } = (await rival.post('/api/arena')).json();
    expect(opponents).toContainEqual(
      expect.objectContaining({ username: star.username, ...renown }),
    );
  });
});
