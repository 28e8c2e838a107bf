import { describe, expect, it } from 'vitest';
import { and, eq, lt } from 'drizzle-orm';
import { findArea } from '@demonbane/game/maps';
import { parseGrid, shortestRoute } from '@demonbane/game/explore';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { encounterSeed } from '../../test/seeds';
import { currencyLedger, heroes } from '../../db/schema';

const { app, database, clock, seeds } = await createTestApp();
const db = database.db;
const route = shortestRoute(parseGrid(findArea(1, 1)!))!;

const enter = (p: TestPlayer) => p.post('/api/explore/map', { mapId: 1, area: 1 });
const meetMonster = async (p: TestPlayer) => {
  seeds.splice(0, seeds.length, encounterSeed(1, 1), [11, 22, 33, 44]);
  const res = await p.post('/api/explore/move', { direction: route[0]! });
  expect(res.statusCode, res.body).toBe(200);
};
const setHero = (p: TestPlayer, values: Partial<typeof heroes.$inferInsert>) =>
  db
    .update(heroes)
    .set({ hpUpdatedAt: clock.now, ...values })
    .where(eq(heroes.userId, p.userId));
const maxHpOf = async (p: TestPlayer) =>
  ((await p.post('/api/user')).json().user as { user_max_hp: number }).user_max_hp;
const goldOf = async (p: TestPlayer) =>
  (await db.select().from(heroes).where(eq(heroes.userId, p.userId)))[0]!.gold;

describe('a resting hero does not set out', () => {
  it('refuses a step below a quarter of max HP with how long, then a potion sends it out', async () => {
    const p = await createHero(app);
    expect((await enter(p)).statusCode).toBe(200);
    const max = await maxHpOf(p);
    await setHero(p, { hp: 20 });
    const refused = await p.post('/api/explore/move', { direction: route[0]! });
    expect(refused.statusCode).toBe(409);
    const needed = Math.ceil(max / 4);
    const seconds = Math.ceil(((needed - 20) / (max * 0.05)) * 60);
    expect(refused.json()).toEqual({
      message: `Your hero is resting (20/${max} HP). Ready in ${Math.ceil(seconds / 60)} min, or drink a potion to set out now.`,
      reason: 'resting',
      ready_in_seconds: seconds,
    });
    const drunk = await p.post('/api/inventory/use-item', { itemId: 'potion-minor' });
    expect(drunk.statusCode, drunk.body).toBe(200);
    await meetMonster(p);
  });

  it('lets the hero out again once regeneration reaches the share', async () => {
    const p = await createHero(app);
    expect((await enter(p)).statusCode).toBe(200);
    await setHero(p, { hp: 20 });
    const refused = await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'resting' });
    clock.advance(refused.json().ready_in_seconds);
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
  });

  it('a hero in a fight is told of the fight, not of resting (its HP is frozen)', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p);
    await setHero(p, { hp: 5 });
    const res = await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A monster blocks your path in the wilds. Win that fight or flee it first.',
    });
  });

  it('at 0 HP keeps its words and says when the hero is ready', async () => {
    const p = await createHero(app);
    const max = await maxHpOf(p);
    await setHero(p, { hp: 0 });
    const refused = await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'You are too wounded to fight. Rest or drink a potion.',
      reason: 'resting',
      ready_in_seconds: Math.ceil((Math.ceil(max / 4) / (max * 0.05)) * 60),
    });
  });
});

describe('what losing and fleeing cost', () => {
  const loseExploreFight = async (p: TestPlayer) => {
    await enter(p);
    await meetMonster(p);
    await setHero(p, { hp: 1 });
    for (let i = 0; i < 50; i++) {
      const res = await p.post('/api/explore/attack');
      if (res.json().message !== 'The battle rages on.') return res.json();
    }
    throw new Error('the fight did not end');
  };

  it('a novice (below level 5) loses at most 25 gold, never a tenth', async () => {
    const p = await createHero(app);
    const lost = await loseExploreFight(p);
    expect(lost).toMatchObject({ message: 'You lost the battle!', gold_lost: 25 });
    expect(await goldOf(p)).toBe(1475);
    const [entry] = await db
      .select()
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), lt(currencyLedger.delta, 0)));
    expect(entry).toMatchObject({ kind: 'defeat', delta: -25 });
  });

  it('fleeing costs half what losing would, rounded up, and never nothing', async () => {
    const novice = await createHero(app);
    await enter(novice);
    await meetMonster(novice);
    const shown = (await novice.post('/api/explore/battle')).json().flee_gold_loss;
    const fled = (await novice.post('/api/explore/clear')).json();
    expect(fled).toMatchObject({ fled: true, gold_lost: 13 });
    expect(shown).toBe(13);

    const fleeAs = async (values: Partial<typeof heroes.$inferInsert>) => {
      const p = await createHero(app);
      await setHero(p, values);
      await enter(p);
      await meetMonster(p);
      return { p, fled: (await p.post('/api/explore/clear')).json() };
    };
    const veteran = await fleeAs({ level: 10 });
    expect(veteran.fled).toMatchObject({ gold_lost: 75 });
    expect(await goldOf(veteran.p)).toBe(1425);
    const poor = await fleeAs({ gold: 1 });
    expect(poor.fled).toMatchObject({ gold_lost: 1 });
    expect(await goldOf(poor.p)).toBe(0);
  });
});
