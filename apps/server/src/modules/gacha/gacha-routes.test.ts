import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { BOXES } from '@demonbane/game/gacha';
import { STARTING_GOLD, STARTING_SOUL } from '@demonbane/game/starting-hero';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { currencyLedger, gachaDraws, gachaPity, heroEquipment, heroes } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;

const piecesOwned = async (p: TestPlayer) =>
  (await db.select().from(heroEquipment).where(eq(heroEquipment.userId, p.userId))).reduce(
    (s, r) => s + r.qty,
    0,
  );
const purse = async (p: TestPlayer) =>
  (
    await db
      .select({ gold: heroes.gold, soul: heroes.soul })
      .from(heroes)
      .where(eq(heroes.userId, p.userId))
  )[0]!;
// The starter gear is worn from the first job: nothing of it is left in the pack.
const STARTER_PIECES = 0;

describe('GET /api/gacha/boxs', () => {
  it('is public and publishes each box’s table, prices, pity and guarantee', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/gacha/boxs' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toHaveLength(BOXES.length);
    expect(data[0]).toMatchObject({
      index: 0,
      box: 'Ashen Coffer',
      currencies: 'gold',
      price: 300,
      multi_price: 3000,
      rarity: [{ Common: 60 }, { Uncommon: 27 }, { Rare: 10 }, { Epic: 2.5 }, { Legendary: 0.5 }],
      pity: 60,
    });
    expect(data[2].multi_price).toBeUndefined();
    expect(data[2].rarity[0]).toEqual({ null: 25 });
    expect(data[0].guarantee).toMatch(/x11/);
  });
});

describe('POST /api/gacha', () => {
  it('draws one piece for the price and adds it to the inventory', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/gacha', { box: 0, amount: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      currencyRemaining: STARTING_GOLD - 300,
      currency: 'gold',
    });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      name: expect.any(String),
      rarity: expect.any(String),
      stats: expect.any(Object),
    });
    expect(await piecesOwned(p)).toBe(STARTER_PIECES + 1);
  });

  it('draws eleven for the multi price, with a Rare or better among them', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ soul: 100 }).where(eq(heroes.userId, p.userId));
    const res = await p.post('/api/gacha', { box: 1, amount: 11 });
    expect(res.statusCode).toBe(200);
    const { items, currencyRemaining } = res.json();
    expect(currencyRemaining).toBe(0);
    expect(items).toHaveLength(11);
    expect(
      items.some((i: { rarity: string }) => ['Rare', 'Epic', 'Legendary'].includes(i.rarity)),
    ).toBe(true);
    expect(await piecesOwned(p)).toBe(STARTER_PIECES + 11);
  });

  it('an empty outcome gives nothing and says so in white (rarity null)', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ gold: 100_000 }).where(eq(heroes.userId, p.userId));
    let empties = 0;
    for (let i = 0; i < 8 && empties === 0; i++) {
      const { items } = (await p.post('/api/gacha', { box: 2, amount: 11 })).json();
      for (const item of items)
        if (item.rarity === null) {
          empties++;
          expect(item).toMatchObject({ name: 'Handful of Ash', stats: null });
        }
    }
    expect(empties).toBeGreaterThan(0);
  });

  it.each([
    [{ box: 0, amount: 2 }, 400],
    [{ box: 0, amount: 10 }, 400],
    [{ box: 0, amount: '1' }, 400],
    [{ box: 0 }, 400],
    [{ box: 99, amount: 1 }, 404],
    [{ box: -1, amount: 1 }, 400],
    [{ box: 0.5, amount: 1 }, 400],
  ])('refuses %j with success: false and a message, spending nothing', async (body, status) => {
    const p = await createHero(app);
    const res = await p.post('/api/gacha', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await purse(p)).toEqual({ gold: STARTING_GOLD, soul: STARTING_SOUL });
  });

  it('refuses a draw the hero cannot afford', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/gacha', { box: 0, amount: 11 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Not enough gold: x11 costs 3000.' });
    expect(await piecesOwned(p)).toBe(STARTER_PIECES);
  });

  it('honours pity: the draw after pity − 1 dry draws is Epic or better', async () => {
    const p = await createHero(app);
    const box = BOXES[0]!;
    await db.insert(gachaPity).values({ userId: p.userId, boxIndex: 0, sinceEpic: box.pity - 1 });
    const { items, pity } = (await p.post('/api/gacha', { box: 0, amount: 1 })).json();
    expect(['Epic', 'Legendary']).toContain(items[0].rarity);
    expect(items[0].source).toBe('pity');
    expect(pity).toEqual({ since_epic: 0, threshold: box.pity });
  });

  it('lets exactly the affordable share of simultaneous draws through', async () => {
    const p = await createHero(app);
    // 1500 gold pays for 5 draws at 300; 12 are sent at once.
    const results = await Promise.all(
      Array.from({ length: 12 }, () => p.post('/api/gacha', { box: 0, amount: 1 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect((await purse(p)).gold).toBe(0);
    expect(await piecesOwned(p)).toBe(STARTER_PIECES + 5);
    const [ledger] = await db
      .select({ total: sql<number>`sum(${currencyLedger.delta})::int` })
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.currency, 'gold')));
    expect(Number(ledger!.total)).toBe(0);
    const draws = await db.select().from(gachaDraws).where(eq(gachaDraws.userId, p.userId));
    expect(draws).toHaveLength(5);
  });
});

describe('history and audit', () => {
  it('keeps each hero’s draw history and pity counters', async () => {
    const p = await createHero(app);
    await p.post('/api/gacha', { box: 0, amount: 1 });
    await p.post('/api/gacha', { box: 2, amount: 1 });
    const res = await p.post('/api/gacha/history');
    expect(res.statusCode).toBe(200);
    const { history, pity } = res.json();
    expect(history).toHaveLength(2);
    expect(history.map((h: { box: string }) => h.box).sort()).toEqual([
      'Ashen Coffer',
      'Pilgrim’s Satchel',
    ]);
    expect(pity.map((x: { index: number }) => x.index)).toEqual(BOXES.map((b) => b.index));
  });

  it('publishes observed against published rates for every plain roll', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ gold: 1_000_000 }).where(eq(heroes.userId, p.userId));
    for (let i = 0; i < 20; i++) await p.post('/api/gacha', { box: 0, amount: 11 });
    const res = await app.inject({ method: 'GET', url: '/api/gacha/audit' });
    expect(res.statusCode).toBe(200);
    const box0 = res.json().boxes[0];
    const [plain] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(gachaDraws)
      .where(and(eq(gachaDraws.boxIndex, 0), sql`${gachaDraws.rolled} IS NOT NULL`));
    expect(box0.rolls).toBe(Number(plain!.n));
    expect(box0.rolls).toBeGreaterThanOrEqual(220);
    expect(
      box0.rates.map((r: { key: string; published_percent: number }) => [
        r.key,
        r.published_percent,
      ]),
    ).toEqual([
      ['Common', 60],
      ['Uncommon', 27],
      ['Rare', 10],
      ['Epic', 2.5],
      ['Legendary', 0.5],
    ]);
    expect(box0.rates.reduce((s: number, r: { observed: number }) => s + r.observed, 0)).toBe(
      box0.rolls,
    );
    expect(box0.p_value).toBeGreaterThanOrEqual(0);
    expect(box0.p_value).toBeLessThanOrEqual(1);
  });
});
