import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingFee } from '@demonbane/game/bazaar';
import type { EquipmentId } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { heroEquipment, heroes } from '../../db/schema';

// A database of its own: the price history of a piece must hold this file's sales only,
// and the clock moves days ahead.
const { app, database, clock } = await createTestApp({}, { ownDatabase: true });
const db = database.db;

type Piece = { item_id: EquipmentId; rarity?: Rarity };
const list = async (p: TestPlayer, piece: Piece, price: number, currency = 'gold') => {
  const res = await p.post('/api/bazaar/list', { rarity: 'Common', ...piece, price, currency });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listing._id as string;
};
const buy = (p: TestPlayer, listingId: string) => p.post('/api/bazaar/buy', { listingId });
const hero = async (p: TestPlayer) =>
  (
    await db
      .select({ gold: heroes.gold, soul: heroes.soul, passed: heroes.bazaarPassed })
      .from(heroes)
      .where(eq(heroes.userId, p.userId))
  )[0]!;
const allowance = async (p: TestPlayer) =>
  (await p.post('/api/bazaar/my-listings')).json().allowance as {
    limit: number;
    passed: number;
    left: number;
  };
const setLevel = (p: TestPlayer, level: number) =>
  db.update(heroes).set({ level }).where(eq(heroes.userId, p.userId));
const give = (p: TestPlayer, itemId: EquipmentId, rarity: Rarity, qty = 1) =>
  db.insert(heroEquipment).values({ userId: p.userId, itemId, rarity, qty });

describe('the trading allowance (issue 33, finding 1)', () => {
  it('a day-old second account cannot pass its purse: at most 600 gold of value', async () => {
    const main = await createHero(app, { gearInPack: true });
    const alt = await createHero(app, { gearInPack: true });
    clock.advance(86_400);
    // The exploit as played: the starter knife at 1,500 gold, the vest at 30 souls.
    const knife = await list(main, { item_id: 'hunters-knife' }, 1500);
    const vest = await list(main, { item_id: 'padded-vest' }, 30, 'soul');
    const mainBefore = await hero(main);
    expect(await allowance(alt)).toEqual({ limit: 600, passed: 0, left: 600 });

    const knifeBuy = await buy(alt, knife);
    expect(knifeBuy.statusCode).toBe(409);
    expect(knifeBuy.json()).toEqual({
      message:
        "Your trading allowance has 600 gold left: this price is 1,320 gold above the piece's reference value of 180 gold.",
    });
    const vestBuy = await buy(alt, vest);
    expect(vestBuy.statusCode).toBe(409);
    expect(vestBuy.json().message).toMatch(/^Your trading allowance has 600 gold left: /);
    // Nothing moved.
    expect(await hero(alt)).toEqual({ gold: 1500, soul: 30, passed: 0 });
    expect(await hero(main)).toEqual(mainBefore);

    // The most the alt can pass: the charm (reference 360) at 960 gold, 600 above it.
    const charm = await list(main, { item_id: 'copper-charm' }, 960);
    expect((await buy(alt, charm)).statusCode).toBe(200);
    expect(await allowance(alt)).toEqual({ limit: 600, passed: 600, left: 0 });
    // Then not one coin more, in gold or in souls.
    await main.post('/api/bazaar/cancel', { listingId: knife });
    await main.post('/api/bazaar/cancel', { listingId: vest });
    const knifeAgain = await list(main, { item_id: 'hunters-knife' }, 500);
    const vestAgain = await list(main, { item_id: 'padded-vest' }, 5, 'soul');
    for (const id of [knifeAgain, vestAgain]) {
      const res = await buy(alt, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Your trading allowance has 0 gold left: /);
    }
    const altAfter = await hero(alt);
    expect(altAfter).toEqual({ gold: 1500 - 960, soul: 30, passed: 600 });
    // The main gained the alt's 960 gold for a piece worth 360: 600 passed, less its fees.
    const fees = [1500, 960, 500].map((p) => listingFee(p, 'gold'));
    const soulFees = [30, 5].map((p) => listingFee(p, 'soul'));
    const main_ = await hero(main);
    expect(main_.soul).toBe(30);
    expect(main_.gold).toBe(1500 + 960 - [...fees, ...soulFees].reduce((s, f) => s + f, 0));
  });

  it('a seller asking below the reference passes value from its own allowance', async () => {
    const alt = await createHero(app, { gearInPack: true });
    const main = await createHero(app, { gearInPack: true });
    await setLevel(main, 20);
    // A Rare knife (reference 1,620) at the 500-gold minimum: listing it is allowed.
    await give(alt, 'hunters-knife', 'Rare');
    const id = await list(alt, { item_id: 'hunters-knife', rarity: 'Rare' }, 500);
    const res = await buy(main, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "The seller's trading allowance has 600 gold left: this price is 1,120 gold below the piece's reference value of 1,620 gold.",
    );
    expect((await hero(main)).gold).toBe(1500);
    expect((await hero(alt)).passed).toBe(0);
  });

  it('grows with level and days: an honest level-20 player is not stopped', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const buyer = await createHero(app, { gearInPack: true });
    await setLevel(buyer, 20);
    expect(await allowance(buyer)).toEqual({ limit: 18_650, passed: 0, left: 18_650 });
    const id = await list(seller, { item_id: 'hunters-knife' }, 1500);
    expect((await buy(buyer, id)).statusCode).toBe(200);
    expect(await allowance(buyer)).toEqual({ limit: 18_650, passed: 1320, left: 17_330 });
    // 100 a day for every whole day past the account's first.
    clock.advance(3 * 86_400);
    expect((await allowance(buyer)).limit).toBe(18_650 + 200);
  });

  it('two purchases racing for one buyer’s allowance cannot both pass it', async () => {
    for (let round = 0; round < 3; round++) {
      const buyer = await createHero(app, { gearInPack: true });
      const sellers = [
        await createHero(app, { gearInPack: true }),
        await createHero(app, { gearInPack: true }),
      ];
      // Each passes 400 (reference 180): one fits in 600, both do not.
      const ids = await Promise.all(sellers.map((s) => list(s, { item_id: 'hunters-knife' }, 580)));
      const results = await Promise.all(ids.map((id) => buy(buyer, id)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await hero(buyer)).toMatchObject({ gold: 1500 - 580, passed: 400 });
    }
  });
});

describe('the public price history', () => {
  const history = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/bazaar/price-history?item_id=demons-eye&rarity=Common',
      })
    ).json() as { sales: { price: number }[]; median: { gold: number | null } };

  it('one pair of accounts trading again and again moves it as one trade', async () => {
    // Three honest sales by three pairs of players.
    for (const price of [600, 620, 640]) {
      const seller = await createHero(app);
      const buyer = await createHero(app);
      await give(seller, 'demons-eye', 'Common');
      expect(
        (await buy(buyer, await list(seller, { item_id: 'demons-eye' }, price))).statusCode,
      ).toBe(200);
    }
    expect((await history()).median.gold).toBe(620);

    // A main and its (levelled) alt trade the piece back and forth at 1,500, five times.
    const main = await createHero(app);
    const alt = await createHero(app);
    await setLevel(main, 30);
    await setLevel(alt, 30);
    await db.update(heroes).set({ gold: 100_000 }).where(eq(heroes.userId, main.userId));
    await db.update(heroes).set({ gold: 100_000 }).where(eq(heroes.userId, alt.userId));
    await give(main, 'demons-eye', 'Common');
    for (let i = 0; i < 5; i++) {
      const [from, to] = i % 2 === 0 ? [main, alt] : [alt, main];
      expect((await buy(to, await list(from, { item_id: 'demons-eye' }, 1500))).statusCode).toBe(
        200,
      );
    }
    const after = await history();
    expect(after.sales.map((s) => s.price)).toEqual([1500, 640, 620, 600]);
    // Counted once, as one trade: the median of 600, 620, 640 and 1,500.
    expect(after.median.gold).toBe(630);
  });
});
