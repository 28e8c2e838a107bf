import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { createHero, expectOutOfTower, fightHuntOut } from '../../test/fixtures';
import { seasonAt } from '@demonbane/game/seasons';
import { heroes, huntProgress, seasonFloors } from '../../db/schema';

const { app, database, clock, env } = await createTestApp();
const db = database.db;

const { makeStrong, oneHitLeft } = battleShortcuts(db, clock);

describe('POST /api/hunt', () => {
  it('starts at floor 1 with nothing cleared', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/hunt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      highest_hunt: 0,
      current_floor: null,
      allowed_floors: [1],
      monster: null,
      rank: null,
      season_floor: 0,
      bosses: [{ floor: 5, monster_name: 'Gate Warden', monster_level: 7, claimed: false }],
    });
  });
});

describe('set-hunt and initialize', () => {
  it('starts the allowed floor and shows the battle with its background', async () => {
    const p = await createHero(app);
    const set = await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect(set.statusCode).toBe(200);
    expect(set.json().monster).toEqual({
      monster_name: 'Imp',
      monster_level: 1,
      boss: false,
      marks: [],
    });
    const status = (await p.post('/api/hunt')).json();
    expect(status).toMatchObject({ current_floor: 1, monster: { monster_name: 'Imp' } });
    const init = await p.post('/api/hunt/initialize');
    expect(init.statusCode).toBe(200);
    expect(init.json()).toMatchObject({
      background: 'ashen-gate',
      current_floor: 1,
      boss: false,
      map_name: 'Floor 1',
      job: 'Warrior',
      monster: { monster_name: 'Imp', monster_level: 1 },
    });
  });

  it('refuses a floor that is not open, and bad floors', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/hunt/set-hunt', { hunt: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Floor 2 is not open yet. Clear floor 1 first.');
    // The tower has no top, but a floor is named up to a million (a safe integer).
    for (const hunt of [0, -1, 1.5, '1', null, 1_000_001]) {
      expect((await p.post('/api/hunt/set-hunt', { hunt })).statusCode, String(hunt)).toBe(400);
    }
  });

  it('refuses to start a floor at 0 HP', async () => {
    const p = await createHero(app);
    await db
      .update(heroes)
      .set({ hp: 0, hpUpdatedAt: clock.now })
      .where(eq(heroes.userId, p.userId));
    const res = await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are too wounded to fight. Rest or drink a potion.');
  });

  it('refuses a second floor while fighting one', async () => {
    const p = await createHero(app);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(409);
  });

  it('has no battle to initialize before a floor is set', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/hunt/initialize')).statusCode).toBe(404);
  });
});

describe('hunt-attack, next and clear', () => {
  it('attacking with no hunt is refused', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/hunt/hunt-attack')).statusCode).toBe(409);
  });

  it('a win records highest_hunt, leaves the floor without a monster, and opens the next', async () => {
    const p = await createHero(app);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    await oneHitLeft(p);
    await makeStrong(p);
    const body = await fightHuntOut(p);
    expect(body.message).toBe('You won the battle!');
    expect(body.rewards.xp).toBeGreaterThan(0);
    const status = (await p.post('/api/hunt')).json();
    expect(status).toMatchObject({
      highest_hunt: 1,
      current_floor: 1,
      monster: null,
      allowed_floors: [1, 2],
      rank: expect.any(Number),
    });
  });

  it('next only after a win, then fights the floor above', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/hunt/next')).statusCode).toBe(409);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    const early = await p.post('/api/hunt/next');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Win floor 1 first.');
    await makeStrong(p);
    await fightHuntOut(p);
    const next = await p.post('/api/hunt/next');
    expect(next.statusCode).toBe(200);
    expect(next.json().message).toMatch(/floor 2/);
    expect((await p.post('/api/hunt')).json()).toMatchObject({
      current_floor: 2,
      monster: { monster_name: 'Ghoul', monster_level: 2 },
    });
    expect((await p.post('/api/hunt/next')).statusCode).toBe(409);
  });

  it('a boss guards floor 5 and pays triple', async () => {
    const p = await createHero(app);
    await db
      .insert(huntProgress)
      .values({ userId: p.userId, highestFloor: 4, highestReachedAt: clock.now });
    const set = await p.post('/api/hunt/set-hunt', { hunt: 5 });
    expect(set.json().monster).toEqual({
      monster_name: 'Gate Warden',
      monster_level: 7,
      boss: true,
      marks: [],
    });
    expect((await p.post('/api/hunt/initialize')).json()).toMatchObject({ boss: true });
  });

  it('a defeat ends the hunt with user_hp 0 and keeps highest_hunt', async () => {
    const p = await createHero(app);
    await db
      .insert(huntProgress)
      .values({ userId: p.userId, highestFloor: 4, highestReachedAt: clock.now });
    await p.post('/api/hunt/set-hunt', { hunt: 5 });
    const body = await fightHuntOut(p);
    expect(body).toMatchObject({ message: 'You lost the battle!', user_hp: 0 });
    await expectOutOfTower(p, { highest_hunt: 4 });
    expect((await p.post('/api/hunt/hunt-attack')).statusCode).toBe(409);
  });

  it('clear-hunt leaves the tower, abandoning a fight', async () => {
    const p = await createHero(app);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect((await p.post('/api/hunt/clear-hunt')).statusCode).toBe(200);
    await expectOutOfTower(p);
    expect((await p.post('/api/hunt/initialize')).statusCode).toBe(404);
  });

  it('keeps explore and hunt battles apart', async () => {
    const p = await createHero(app);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect((await p.post('/api/explore/battle')).statusCode).toBe(404);
    expect((await p.post('/api/explore/attack')).statusCode).toBe(409);
  });
});

describe('GET /api/leaderboard/hunt', () => {
  it('is public, ranks by highest floor then by the shorter climb, and shows job, level and wins', async () => {
    const [a, b, c] = [
      await createHero(app),
      await createHero(app, { job: 'magician' }),
      await createHero(app),
    ];
    const t = (s: number) => new Date(clock.now.getTime() + s * 1000);
    // This season's floors (season-routes.test covers how wins record them).
    const season = seasonAt(clock.now, env.HUNT_SEASON_DAYS).number;
    // a and b tie on floor and wins; b's climb took 5 s, a's 20 s (a started first).
    const climb = { wins: 30, winsAtBest: 30 };
    await db.insert(seasonFloors).values([
      { season, userId: a.userId, highestFloor: 150, reachedAt: t(20), firstWinAt: t(0), ...climb },
      { season, userId: b.userId, highestFloor: 150, reachedAt: t(10), firstWinAt: t(5), ...climb },
      { season, userId: c.userId, highestFloor: 151, reachedAt: t(30), firstWinAt: t(0), ...climb },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/leaderboard/hunt' });
    expect(res.statusCode).toBe(200);
    const top = res.json().leaderboard.slice(0, 3);
    const paid = { wins: 30, qualified: true, ascensions: 0, title: null, frame: null };
    expect(top).toEqual([
      { rank: 1, username: c.username, job_name: 'Warrior', level: 1, highest_hunt: 151, ...paid },
      { rank: 2, username: b.username, job_name: 'Magician', level: 1, highest_hunt: 150, ...paid },
      { rank: 3, username: a.username, job_name: 'Warrior', level: 1, highest_hunt: 150, ...paid },
    ]);
    expect((await a.post('/api/hunt')).json()).toMatchObject({ rank: 3, season_floor: 150 });
    expect(res.json().season).toBe(season);
    expect(res.json().leaderboard.length).toBeLessThanOrEqual(100);
  });
});
