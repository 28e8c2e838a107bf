import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero } from '../../test/fixtures';
import { currencyLedger, heroes } from '../../db/schema';
import { itemQty } from '../../test/item-qty';
import { findShopEntry, GOLD_SHOP, SOUL_SHOP } from '@demonbane/game/shops';
import { STARTING_GOLD, STARTING_SOUL } from '@demonbane/game/starting-hero';

const { app, database } = await createTestApp();
const db = database.db;

const purse = async (userId: string) => {
  const [row] = await db
    .select({ gold: heroes.gold, soul: heroes.soul })
    .from(heroes)
    .where(eq(heroes.userId, userId));
  return row!;
};
const ledgerSum = async (userId: string, currency: string) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${currencyLedger.delta}), 0)::int` })
    .from(currencyLedger)
    .where(sql`${currencyLedger.userId} = ${userId} AND ${currencyLedger.currency} = ${currency}`);
  return Number(row!.total);
};

describe('POST /api/shop and /api/shop/premium', () => {
  it('lists the gold shop with the hero’s gold', async () => {
    const player = await createHero(app);
    const res = await player.post('/api/shop');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.gold).toBe(STARTING_GOLD);
    expect(body.shop).toHaveLength(GOLD_SHOP.length);
    expect(body.shop[0]).toEqual({
      _id: 'potion-minor',
      name: 'Minor Healing Potion',
      description: expect.any(String),
      price: GOLD_SHOP[0]!.price,
    });
  });

  it('lists the soul shop with the hero’s souls', async () => {
    const player = await createHero(app);
    const body = (await player.post('/api/shop/premium')).json();
    expect(body.soul).toBe(STARTING_SOUL);
    expect(body.premiumShop.map((i: { _id: string }) => i._id)).toEqual(
      SOUL_SHOP.map((e) => e.itemId),
    );
  });
});

describe('POST /api/shop/purchase', () => {
  it('spends gold at the catalogue price and adds the items', async () => {
    const player = await createHero(app);
    const res = await player.post('/api/shop/purchase', { itemId: 'potion', type: 'gold', qty: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.stringContaining('Healing Potion'),
      user: { gold: STARTING_GOLD - 3 * findShopEntry('gold', 'potion')!.price },
    });
    expect(await itemQty(db, player.userId, 'potion')).toBe(3);
    expect(await ledgerSum(player.userId, 'gold')).toBe((await purse(player.userId)).gold);
  });

  it('spends souls in the premium shop and answers with the soul balance', async () => {
    const player = await createHero(app);
    const res = await player.post('/api/shop/purchase', {
      itemId: 'elixir-life',
      type: 'soul',
      qty: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ soul: STARTING_SOUL - 10 });
  });

  it('stacks repeated purchases', async () => {
    const player = await createHero(app);
    await player.post('/api/shop/purchase', { itemId: 'potion-minor', type: 'gold', qty: 2 });
    await player.post('/api/shop/purchase', { itemId: 'potion-minor', type: 'gold', qty: 3 });
    expect(await itemQty(db, player.userId, 'potion-minor')).toBe(5 + 5);
  });

  it.each([
    [
      { itemId: 'elixir-life', type: 'gold', qty: 1 },
      400,
      'That item is sold for souls, not gold.',
    ],
    [{ itemId: 'potion', type: 'soul', qty: 1 }, 400, 'That item is sold for gold, not souls.'],
    [{ itemId: 'excalibur', type: 'gold', qty: 1 }, 404, 'That item is not for sale.'],
    [
      { itemId: 'potion', type: 'gold', qty: 0 },
      400,
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      { itemId: 'potion', type: 'gold', qty: 100 },
      400,
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      { itemId: 'potion', type: 'gold', qty: 1.5 },
      400,
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      { itemId: 'potion', type: 'gold', qty: -1 },
      400,
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      { itemId: 'potion', type: 'gold', qty: '5' },
      400,
      'Quantity must be a whole number from 1 to 99.',
    ],
    [{ itemId: 'potion', type: 'gems', qty: 1 }, 400, "type must be 'gold' or 'soul'."],
    [{ itemId: 'potion', type: 'gold' }, 400, 'Quantity must be a whole number from 1 to 99.'],
    [{ itemId: 'potion', type: 'gold', qty: 1, price: 0 }, 400, 'Unrecognized key: "price"'],
  ])('refuses %j with %i and spends nothing', async (body, status, message) => {
    const player = await createHero(app);
    const res = await player.post('/api/shop/purchase', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await purse(player.userId)).toEqual({ gold: STARTING_GOLD, soul: STARTING_SOUL });
  });

  it('refuses a purchase the hero cannot afford, spending nothing', async () => {
    const player = await createHero(app);
    const { price } = findShopEntry('gold', 'potion-greater')!;
    const qty = Math.floor(STARTING_GOLD / price) + 1;
    const res = await player.post('/api/shop/purchase', {
      itemId: 'potion-greater',
      type: 'gold',
      qty,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Not enough gold: ${qty} × Greater Healing Potion costs ${qty * price}.`,
    );
    expect((await purse(player.userId)).gold).toBe(STARTING_GOLD);
    expect(await itemQty(db, player.userId, 'potion-greater')).toBe(0);
  });

  it('lets exactly the affordable share of 20 simultaneous purchases through', async () => {
    const player = await createHero(app);
    // The starting gold buys fewer Greater Healing Potions than the 20 attempted at once.
    const { price } = findShopEntry('gold', 'potion-greater')!;
    const affordable = Math.floor(STARTING_GOLD / price);
    expect(affordable).toBeLessThan(20);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.post('/api/shop/purchase', { itemId: 'potion-greater', type: 'gold', qty: 1 }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(affordable);
    expect(codes.filter((c) => c === 409)).toHaveLength(20 - affordable);
    const { gold } = await purse(player.userId);
    expect(gold).toBe(STARTING_GOLD - affordable * price);
    expect(gold).toBeGreaterThanOrEqual(0);
    expect(await itemQty(db, player.userId, 'potion-greater')).toBe(affordable);
    expect(await ledgerSum(player.userId, 'gold')).toBe(gold);
  });

  it('never lets a balance go negative, even written directly (CHECK constraint)', async () => {
    const player = await createHero(app);
    await expect(
      db.update(heroes).set({ gold: -1 }).where(eq(heroes.userId, player.userId)),
    ).rejects.toThrow();
  });
});
