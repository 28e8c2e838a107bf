import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findArea } from '@demonbane/game/maps';
import { parseGrid, shortestRoute } from '@demonbane/game/explore';
import { GUIDE_STEP_IDS } from '@demonbane/game/guide';
import { createTestApp } from '../../test/test-app';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { encounterSeed } from '../../test/seeds';
import { heroes, heroItems, huntProgress } from '../../db/schema';

const { app, database, clock, seeds } = await createTestApp();
const db = database.db;
const { oneHitLeft } = battleShortcuts(db, clock);
const route = shortestRoute(parseGrid(findArea(1, 1)!))!;

const stepOf = async (p: TestPlayer) => {
  const res = await p.post('/api/guide');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    step: { id: string; index: number; total: number } | null;
    dismissed: boolean;
  };
};
const fightOut = async (p: TestPlayer, url: string) => {
  await oneHitLeft(p);
  for (let i = 0; i < 10; i++) {
    const body = (await p.post(url)).json();
    if (body.rewards) return;
  }
  throw new Error('the fight was not won');
};

describe('POST /api/guide', () => {
  it('starts at wearing gear when a slot is empty and the pack holds a piece for it', async () => {
    const p = await createHero(app, { gearInPack: true });
    expect(await stepOf(p)).toEqual({
      step: {
        id: 'wear-gear',
        title: 'Wear your gear',
        text: expect.any(String),
        action: { label: 'Open Equipment', to: '/equipment' },
        index: 1,
        total: GUIDE_STEP_IDS.length,
      },
      dismissed: false,
    });
  });

  it('follows the hero’s progress step by step, to the end', async () => {
    const p = await createHero(app);
    // The first job wore the starter kit: the tower is next.
    expect((await stepOf(p)).step?.id).toBe('tower-floor-1');

    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    await fightOut(p, '/api/hunt/hunt-attack');
    await p.post('/api/hunt/clear-hunt');
    expect((await stepOf(p)).step?.id).toBe('first-map');

    await p.post('/api/explore/map', { mapId: 1, area: 1 });
    seeds.splice(0, seeds.length, encounterSeed(1, 1), [11, 22, 33, 44]);
    expect((await p.post('/api/explore/move', { direction: route[0]! })).statusCode).toBe(200);
    await fightOut(p, '/api/explore/attack');
    // The starter potions last: buying more waits until they are gone.
    expect((await stepOf(p)).step?.id).toBe('tower-floor-5');
    await db.delete(heroItems).where(eq(heroItems.userId, p.userId));
    expect((await stepOf(p)).step).toMatchObject({ id: 'buy-potions', index: 4 });
    const bought = await p.post('/api/shop/purchase', {
      itemId: 'potion-minor',
      type: 'gold',
      qty: 1,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await stepOf(p)).step?.id).toBe('tower-floor-5');

    await db.update(huntProgress).set({ highestFloor: 5 }).where(eq(huntProgress.userId, p.userId));
    expect((await stepOf(p)).step?.id).toBe('reach-level-10');
    await db.update(heroes).set({ level: 10 }).where(eq(heroes.userId, p.userId));
    expect((await stepOf(p)).step).toMatchObject({ id: 'evolve', action: { to: '/assign-job' } });
    expect((await p.post('/api/assign-job', { job_id: 'paladin' })).statusCode).toBe(200);
    expect(await stepOf(p)).toEqual({ step: null, dismissed: false });
  });

  it('shows nothing before a job is chosen', async () => {
    const p = await createHero(app, { job: null });
    expect(await stepOf(p)).toEqual({ step: null, dismissed: false });
  });
});

describe('POST /api/guide/dismiss', () => {
  it('closes the guide for good, and dismissing again changes nothing', async () => {
    const p = await createHero(app);
    const first = await p.post('/api/guide/dismiss');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ dismissed: true });
    const [row] = await db.select().from(heroes).where(eq(heroes.userId, p.userId));
    clock.advance(60);
    expect((await p.post('/api/guide/dismiss')).json()).toEqual({ dismissed: true });
    const [again] = await db.select().from(heroes).where(eq(heroes.userId, p.userId));
    expect(again!.guideDismissedAt).toEqual(row!.guideDismissedAt);
    expect(await stepOf(p)).toEqual({ step: null, dismissed: true });
  });

  it('refuses another player’s userId (403) and no session (401)', async () => {
    const [me, other] = [await createHero(app), await createHero(app)];
    for (const url of ['/api/guide', '/api/guide/dismiss']) {
      const foreign = await me.post(url, { userId: other.userId });
      expect(foreign.statusCode, url).toBe(403);
      const anonymous = await app.inject({ method: 'POST', url, payload: { userId: me.userId } });
      expect(anonymous.statusCode, url).toBe(401);
    }
    expect((await stepOf(other)).dismissed).toBe(false);
  });
});
