import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LISTING_DAYS, listingFee } from '@demonbane/game/bazaar';
import type { EquipmentId } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { currencyLedger, heroEquipment, heroes, listings } from '../../db/schema';
import { sweepExpiredListings } from './bazaar-service';
import { pieceCopies } from '../../test/piece-copies';

// A database of its own on PostgreSQL: its expiry sweep, on a clock days ahead, would end
// the listings other files hold open at the same moment.
const { app, database, clock } = await createTestApp({}, { ownDatabase: true });
const db = database.db;

const list = (p: TestPlayer, body: Record<string, unknown> = {}) =>
  p.post('/api/bazaar/list', {
    item_id: 'hunters-knife',
    rarity: 'Common',
    price: 600,
    currency: 'gold',
    ...body,
  });
const copies = (p: TestPlayer, itemId?: EquipmentId, rarity?: Rarity) =>
  pieceCopies(db, p.userId, itemId, rarity);
const gold = async (p: TestPlayer) =>
  (await db.select({ gold: heroes.gold }).from(heroes).where(eq(heroes.userId, p.userId)))[0]!.gold;
const setGold = (p: TestPlayer, amount: number) =>
  db.update(heroes).set({ gold: amount }).where(eq(heroes.userId, p.userId));
const browse = async (query = '') =>
  (await app.inject({ method: 'GET', url: `/api/bazaar${query}` })).json();

describe('POST /api/bazaar/list', () => {
  it('puts the piece in escrow, burns the fee, and shows the listing to everyone', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const res = await list(seller);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fee).toBe(listingFee(600, 'gold'));
    expect(body.gold).toBe(1500 - body.fee);
    expect(body.listing).toMatchObject({
      item_name: 'Hunter’s Knife',
      rarity: 'Common',
      price: 600,
      currency: 'gold',
      seller_id: { _id: seller.userId },
      seller_name: seller.username,
      status: 'active',
    });
    expect(new Date(body.listing.expires_at).getTime() - clock.now.getTime()).toBe(
      LISTING_DAYS * 86_400_000,
    );
    expect(await copies(seller)).toBe(0);
    const { listings: all } = await browse();
    expect(all.map((l: { _id: string }) => l._id)).toContain(body.listing._id);
  });

  it.each([
    [{ price: 499 }, 400, 'The minimum price is 500 gold.'],
    [{ price: 4, currency: 'soul' }, 400, 'The minimum price is 5 souls.'],
    [{ price: 0 }, 400, 'Please enter a valid price'],
    [{ price: -5 }, 400, 'Please enter a valid price'],
    [{ price: 600.5 }, 400, 'Please enter a valid price'],
    [{ price: '600' }, 400, 'Please enter a valid price'],
    [{ currency: 'gems' }, 400, "currency must be 'gold' or 'soul'."],
    [{ item_id: 'cinder-axe' }, 409, 'You have no Common Cinder Axe in your inventory.'],
    [{ item_id: 'nope' }, 404, 'There is no such piece.'],
  ])('refuses %j with %i, keeping the piece and the gold', async (body, status, message) => {
    const seller = await createHero(app, { gearInPack: true });
    const res = await list(seller, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await copies(seller)).toBe(1);
    expect(await gold(seller)).toBe(1500);
  });

  it('refuses a worn piece (it is not in the inventory)', async () => {
    const seller = await createHero(app, { gearInPack: true });
    await seller.post('/api/inventory/equip', {
      wpn: ['hunters-knife', 'Common'],
      arm: null,
      acc: null,
    });
    expect((await list(seller)).statusCode).toBe(409);
  });

  it('caps active listings per player', async () => {
    const seller = await createHero(app, { gearInPack: true });
    await db
      .insert(heroEquipment)
      .values({ userId: seller.userId, itemId: 'cinder-axe', rarity: 'Common', qty: 11 });
    for (let i = 0; i < 10; i++)
      expect((await list(seller, { item_id: 'cinder-axe' })).statusCode).toBe(200);
    const res = await list(seller, { item_id: 'cinder-axe' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can have at most 10 listings at once.');
  });
});

describe('GET /api/bazaar', () => {
  it('filters by rarity, type and currency, sorts by price and pages', async () => {
    const seller = await createHero(app, { gearInPack: true });
    await db.insert(heroEquipment).values([
      { userId: seller.userId, itemId: 'bone-plate', rarity: 'Epic', qty: 3 },
      { userId: seller.userId, itemId: 'roc-feather', rarity: 'Epic', qty: 1 },
    ]);
    await list(seller, { item_id: 'bone-plate', rarity: 'Epic', price: 9000 });
    await list(seller, { item_id: 'bone-plate', rarity: 'Epic', price: 7000 });
    await list(seller, { item_id: 'bone-plate', rarity: 'Epic', price: 50, currency: 'soul' });
    await list(seller, { item_id: 'roc-feather', rarity: 'Epic', price: 8000 });
    const armor = await browse('?rarity=Epic&type=armor&currency=gold&sort=price_asc');
    const mine = armor.listings.filter(
      (l: { seller_name: string }) => l.seller_name === seller.username,
    );
    expect(mine.map((l: { price: number }) => l.price)).toEqual([7000, 9000]);
    const page = await browse('?rarity=Epic&pageSize=1&page=2&sort=price_desc');
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.listings).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/bazaar?sort=cheapest' })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: '/api/bazaar?hack=1' })).statusCode).toBe(400);
  });
});

describe('POST /api/bazaar/buy', () => {
  it('moves currency, proceeds and the piece in one go', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const buyer = await createHero(app, { gearInPack: true });
    const { listing } = (await list(seller)).json();
    const sellerGold = await gold(seller);
    const res = await buyer.post('/api/bazaar/buy', { listingId: listing._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Successfully purchased Common Hunter’s Knife!',
      balance: 900,
    });
    expect(await gold(buyer)).toBe(900);
    expect(await gold(seller)).toBe(sellerGold + 600);
    expect(await copies(buyer)).toBe(2);
    const { listings: all } = await browse();
    expect(all.map((l: { _id: string }) => l._id)).not.toContain(listing._id);
    const history = await app.inject({
      method: 'GET',
      url: '/api/bazaar/price-history?item_id=hunters-knife&rarity=Common',
    });
    expect(history.json().sales[0]).toMatchObject({ price: 600, currency: 'gold' });
  });

  it('refuses the seller’s own listing, an unaffordable one and an unknown one', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const poor = await createHero(app, { gearInPack: true });
    await setGold(poor, 10);
    const { listing } = (await list(seller)).json();
    const own = await seller.post('/api/bazaar/buy', { listingId: listing._id });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot buy your own listing.');
    expect((await poor.post('/api/bazaar/buy', { listingId: listing._id })).statusCode).toBe(409);
    expect(await gold(poor)).toBe(10);
    expect(
      (await poor.post('/api/bazaar/buy', { listingId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await poor.post('/api/bazaar/buy', { listingId: 'nope' })).statusCode).toBe(400);
  });

  it('50 buyers at once: exactly one wins, and every coin is accounted for', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const { listing } = (await list(seller, { price: 700 })).json();
    const buyers = await Promise.all(
      Array.from({ length: 50 }, () => createHero(app, { gearInPack: true })),
    );
    const before = await Promise.all([seller, ...buyers].map(gold));
    const results = await Promise.all(
      buyers.map((b) => b.post('/api/bazaar/buy', { listingId: listing._id })),
    );
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const after = await Promise.all([seller, ...buyers].map(gold));
    expect(after.reduce((s, g) => s + g, 0)).toBe(before.reduce((s, g) => s + g, 0));
    expect(after[0]).toBe(before[0]! + 700);
    const owners = await Promise.all(buyers.map((b) => copies(b)));
    expect(owners.filter((n) => n === 2)).toHaveLength(1);
    const [row] = await db.select().from(listings).where(eq(listings.id, listing._id));
    expect(row).toMatchObject({ status: 'sold' });
  });

  it('buy against cancel: the piece ends up in exactly one place', async () => {
    for (let round = 0; round < 5; round++) {
      const seller = await createHero(app, { gearInPack: true });
      const buyer = await createHero(app, { gearInPack: true });
      const { listing } = (await list(seller)).json();
      const [buy, cancel] = await Promise.all([
        buyer.post('/api/bazaar/buy', { listingId: listing._id }),
        seller.post('/api/bazaar/cancel', { listingId: listing._id }),
      ]);
      expect([buy.statusCode, cancel.statusCode].filter((c) => c === 200)).toHaveLength(1);
      expect((await copies(seller)) + (await copies(buyer))).toBe(1 + 1);
      expect(await gold(buyer)).toBe(buy.statusCode === 200 ? 900 : 1500);
    }
  });
});

describe('expiry', () => {
  it('an expired listing cannot be bought and its piece goes back to the seller on touch', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const buyer = await createHero(app, { gearInPack: true });
    const { listing } = (await list(seller)).json();
    clock.advance(LISTING_DAYS * 86_400 + 1);
    const res = await buyer.post('/api/bazaar/buy', { listingId: listing._id });
    expect(res.statusCode).toBe(409);
    expect(await copies(seller)).toBe(1);
    expect(await gold(buyer)).toBe(1500);
    const mine = (await seller.post('/api/bazaar/my-listings')).json().listings;
    expect(mine.find((l: { _id: string }) => l._id === listing._id)).toMatchObject({
      status: 'expired',
    });
    expect((await seller.post('/api/bazaar/cancel', { listingId: listing._id })).statusCode).toBe(
      409,
    );
  });

  it('buy against expiry: a buy racing the sweep never gets the piece, which returns once', async () => {
    for (let round = 0; round < 5; round++) {
      const seller = await createHero(app, { gearInPack: true });
      const buyer = await createHero(app, { gearInPack: true });
      const { listing } = (await list(seller)).json();
      clock.advance(LISTING_DAYS * 86_400 + 1);
      const [buy] = await Promise.all([
        buyer.post('/api/bazaar/buy', { listingId: listing._id }),
        sweepExpiredListings(db, clock.now),
      ]);
      expect(buy.statusCode).toBe(409);
      expect(await copies(seller)).toBe(1);
      expect(await copies(buyer)).toBe(1);
      expect(await gold(buyer)).toBe(1500);
    }
  });

  it('the sweep returns every due piece exactly once, even run twice at once', async () => {
    const seller = await createHero(app, { gearInPack: true });
    await db
      .insert(heroEquipment)
      .values({ userId: seller.userId, itemId: 'cinder-axe', rarity: 'Rare', qty: 3 });
    for (let i = 0; i < 3; i++) await list(seller, { item_id: 'cinder-axe', rarity: 'Rare' });
    expect(await copies(seller, 'cinder-axe', 'Rare')).toBe(0);
    const later = new Date(clock.now.getTime() + (LISTING_DAYS * 86_400 + 60) * 1000);
    await Promise.all([sweepExpiredListings(db, later), sweepExpiredListings(db, later)]);
    expect(await copies(seller, 'cinder-axe', 'Rare')).toBe(3);
    const statuses = await db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.sellerId, seller.userId));
    expect(statuses.every((s) => s.status === 'expired')).toBe(true);
  });
});

describe('cancel and my listings', () => {
  it('only the seller cancels, only once, and gets the piece back (not the fee)', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const other = await createHero(app, { gearInPack: true });
    const { listing, fee } = (await list(seller)).json();
    expect((await other.post('/api/bazaar/cancel', { listingId: listing._id })).statusCode).toBe(
      403,
    );
    const res = await seller.post('/api/bazaar/cancel', { listingId: listing._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully cancelled listing for Common Hunter’s Knife!');
    expect(await copies(seller)).toBe(1);
    expect(await gold(seller)).toBe(1500 - fee);
    expect((await seller.post('/api/bazaar/cancel', { listingId: listing._id })).statusCode).toBe(
      409,
    );
  });

  it('lists the player’s own listings, active first', async () => {
    const seller = await createHero(app, { gearInPack: true });
    await db
      .insert(heroEquipment)
      .values({ userId: seller.userId, itemId: 'cinder-axe', rarity: 'Common', qty: 2 });
    const a = (await list(seller, { item_id: 'cinder-axe' })).json().listing;
    await list(seller, { item_id: 'cinder-axe' });
    await seller.post('/api/bazaar/cancel', { listingId: a._id });
    const mine = (await seller.post('/api/bazaar/my-listings')).json().listings;
    expect(mine.map((l: { status: string }) => l.status)).toEqual(['active', 'cancelled']);
  });

  it('keeps the ledger whole: fees burned, sales moved', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const buyer = await createHero(app, { gearInPack: true });
    const { listing, fee } = (await list(seller)).json();
    await buyer.post('/api/bazaar/buy', { listingId: listing._id });
    for (const p of [seller, buyer]) {
      const [row] = await db
        .select({ total: sql<number>`sum(${currencyLedger.delta})::int` })
        .from(currencyLedger)
        .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.currency, 'gold')));
      expect(Number(row!.total)).toBe(await gold(p));
    }
    expect(await gold(seller)).toBe(1500 - fee + 600);
  });
});
