import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { findShopEntry } from '@demonbane/game/shops';
import { STARTING_GOLD } from '@demonbane/game/starting-hero';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { currencyLedger, heroes, idempotencyKeys, notifications } from '../../db/schema';
import { itemQty } from '../../test/item-qty';
import { notify } from '../../modules/notifications/notification-service';
import { forgetOldIdempotencyKeys } from '../sweeps/idempotency-sweep';
import { playerAction, refuse } from '../actions/player-action';
import { spend } from '../../modules/ledger/currency';
import { hashBody } from './idempotency';
import { pieceCopies } from '../../test/piece-copies';
import { statementsDuring } from '../../test/statements-during';

/** A spend made by the test itself, outside any route. */
const TEST_SPEND = { kind: 'shop', reason: 'test' } as const;

const { app, database } = await createTestApp();
const db = database.db;

const POTION = { itemId: 'potion', type: 'gold', qty: 1 } as const;
const POTION_PRICE = findShopEntry('gold', 'potion')!.price;

const keyed = (p: TestPlayer, url: string, body: Record<string, unknown>, key?: string) =>
  keyedPost(app, p, url, body, key);
const buy = (p: TestPlayer, key?: string, body: Record<string, unknown> = POTION) =>
  keyed(p, '/api/shop/purchase', body, key);

const gold = async (userId: string) =>
  (await db.select({ gold: heroes.gold }).from(heroes).where(eq(heroes.userId, userId)))[0]!.gold;
const setGold = (userId: string, amount: number) =>
  db.update(heroes).set({ gold: amount }).where(eq(heroes.userId, userId));
const potions = (userId: string) => itemQty(db, userId, 'potion');
const shopLedgerRows = async (userId: string) =>
  (
    await db
      .select()
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, userId), sql`${currencyLedger.reason} LIKE 'shop:%'`))
  ).length;
const storedKey = async (userId: string, key: string) =>
  (
    await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];
/** The key keeps the request it was first used for, and its successful answer. */
const expectStoredSuccess = async (userId: string, key: string, request: string) =>
  expect(await storedKey(userId, key)).toMatchObject({ request, statusCode: 200 });

describe('Idempotency-Key on economy calls', () => {
  it('replays a purchase: the identical answer, marked, and the gold spent once', async () => {
    const player = await createHero(app);
    const first = await buy(player, 'click-1');
    const again = await buy(player, 'click-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await gold(player.userId)).toBe(STARTING_GOLD - POTION_PRICE);
    expect(await potions(player.userId)).toBe(1);
    // Kept on the purchase's own ledger row (modules/shop/keyed-purchase.test.ts).
    expect(await storedKey(player.userId, 'click-1')).toBeUndefined();
  });

  it('gives 10 simultaneous requests with one key one effect and one answer', async () => {
    const player = await createHero(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(player, 'race')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await gold(player.userId)).toBe(STARTING_GOLD - POTION_PRICE);
    expect(await potions(player.userId)).toBe(1);
    expect(await shopLedgerRows(player.userId)).toBe(1);
  });

  it('refuses a key reused for another body or another route with 422, doing nothing', async () => {
    const player = await createHero(app);
    await buy(player, 'k');
    const otherBody = await buy(player, 'k', { ...POTION, qty: 2 });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      message: 'Idempotency-Key was already used for a different request.',
    });
    const otherRoute = await keyed(player, '/api/inventory/use-item', { itemId: 'potion' }, 'k');
    expect(otherRoute.statusCode).toBe(422);
    expect(await potions(player.userId)).toBe(1);
    expect(await gold(player.userId)).toBe(STARTING_GOLD - POTION_PRICE);
  });

  it('treats the same fields in another order as the same body', async () => {
    const player = await createHero(app);
    await buy(player, 'order', { itemId: 'potion', type: 'gold', qty: 1 });
    const again = await buy(player, 'order', { qty: 1, type: 'gold', itemId: 'potion' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await potions(player.userId)).toBe(1);
    expect(hashBody({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(hashBody({ b: [{ d: 3, c: 2 }], a: 1 }));
  });

  it('scopes keys per user: another player with the same key gets an effect of their own', async () => {
    const one = await createHero(app);
    const two = await createHero(app);
    const a = await buy(one, 'shared-key');
    const b = await buy(two, 'shared-key');
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.body).toBe(b.body); // same purchase from the same starting gold
    expect(await potions(one.userId)).toBe(1);
    expect(await potions(two.userId)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['a space', 'two words'],
    ['a slash', 'a/b'],
    ['a repeated header', ['a', 'b']],
  ])('refuses a key with %s with 400, spending nothing', async (_name, key) => {
    const player = await createHero(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/purchase',
      headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': key },
      payload: POTION,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Idempotency-Key must be 1 to 128 letters, digits, or _ . : -',
    });
    expect(await gold(player.userId)).toBe(STARTING_GOLD);
  });

  it('accepts a 128-character key of every allowed kind of character', async () => {
    const player = await createHero(app);
    const key = `Az09_.:-${'k'.repeat(120)}`;
    expect((await buy(player, key)).statusCode).toBe(200);
    expect((await buy(player, key)).headers['idempotent-replayed']).toBe('true');
    expect(await potions(player.userId)).toBe(1);
  });

  it('changes nothing without the header: every request acts', async () => {
    const player = await createHero(app);
    await buy(player);
    const second = await buy(player);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await potions(player.userId)).toBe(2);
    expect(
      await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, player.userId)),
    ).toEqual([]);
  });

  it('ignores the header on calls that are not marked idempotent', async () => {
    const player = await createHero(app);
    const res = await keyed(player, '/api/shop', {}, 'not checked here!');
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores a refusal as the first answer: the replay repeats it even once it would succeed', async () => {
    const player = await createHero(app);
    await setGold(player.userId, POTION_PRICE - 1);
    const refused = await buy(player, 'poor');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Not enough gold: 1 × Healing Potion costs ${POTION_PRICE}.`,
    );
    await setGold(player.userId, 1000);
    const replay = await buy(player, 'poor');
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(refused.body);
    expect(await gold(player.userId)).toBe(1000);
    expect(await potions(player.userId)).toBe(0);
    // A new click is a new key, and acts.
    expect((await buy(player, 'poor-2')).statusCode).toBe(200);
  });

  it('replays a bazaar buy without buying twice or paying the seller twice', async () => {
    const seller = await createHero(app, { gearInPack: true });
    const buyer = await createHero(app, { gearInPack: true });
    const listed = await keyed(
      seller,
      '/api/bazaar/list',
      { item_id: 'hunters-knife', rarity: 'Common', price: 600, currency: 'gold' },
      'list-1',
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const listingId = listed.json().listing._id as string;
    const sellerGold = await gold(seller.userId);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => keyed(buyer, '/api/bazaar/buy', { listingId }, 'buy-1')),
    );
    const late = await keyed(buyer, '/api/bazaar/buy', { listingId }, 'buy-1');
    expect([...answers, late].map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set([...answers, late].map((r) => r.body)).size).toBe(1);
    expect(late.json().balance).toBe(STARTING_GOLD - 600);
    expect(await gold(buyer.userId)).toBe(STARTING_GOLD - 600);
    expect(await gold(seller.userId)).toBe(sellerGold + 600);
    expect(await pieceCopies(db, buyer.userId)).toBe(2); // the starting one and the one bought
  });
});

describe('Idempotency-Key on /notifications/read', () => {
  const unread = async (userId: string) =>
    (
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    ).length;
  const tell = (userId: string) =>
    notify(db, userId, 'quest.completed', { quest_id: 'q', title: 'A quest' }, new Date());

  it('replays the first answer, marked, and marks nothing read the second time', async () => {
    const player = await createHero(app);
    await tell(player.userId);
    const first = await keyed(player, '/api/notifications/read', {}, 'read-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    await tell(player.userId);
    const again = await keyed(player, '/api/notifications/read', {}, 'read-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await unread(player.userId)).toBe(1);
    await expectStoredSuccess(player.userId, 'read-1', 'POST /api/notifications/read');
  });

  it('refuses the key with another body with 422, marking nothing read', async () => {
    const player = await createHero(app);
    await keyed(player, '/api/notifications/read', {}, 'read-2');
    await tell(player.userId);
    const other = await keyed(player, '/api/notifications/read', { ids: [1] }, 'read-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'Idempotency-Key was already used for a different request.',
    });
    expect(await unread(player.userId)).toBe(1);
  });
});

describe('every economy call takes a key', () => {
  const CALLS: [string, Record<string, unknown>][] = [
    ['/api/shop/purchase', POTION],
    ['/api/inventory/use-item', { itemId: 'potion' }],
    ['/api/inventory/equip', { wpn: null, arm: null, acc: null }],
    ['/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] }],
    ['/api/forge/claim', {}],
    ['/api/forge/combine', { item_id: 'hunters-knife', rarity: 'Common' }],
    ['/api/forge/combine-all', {}],
    ['/api/gacha', { box: 0, amount: 1 }],
    [
      '/api/bazaar/list',
      { item_id: 'hunters-knife', rarity: 'Common', price: 600, currency: 'gold' },
    ],
    ['/api/bazaar/buy', { listingId: randomUUID() }],
    ['/api/bazaar/cancel', { listingId: randomUUID() }],
    ['/api/explore/attack', {}],
    ['/api/hunt/hunt-attack', {}],
    ['/api/hunt/next', {}],
    ['/api/notifications/read', {}],
  ];

  // Whatever the first answer (success or refusal), a repeat must be its replay:
  // a route that forgot to hand the key to its service would act or refuse afresh.
  it.each(CALLS)('%s replays its first answer', async (url, body) => {
    const player = await createHero(app);
    const first = await keyed(player, url, body, 'once');
    expect(first.statusCode).toBeLessThan(500);
    const again = await keyed(player, url, body, 'once');
    expect(again.headers['idempotent-replayed'], `${first.statusCode} ${first.body}`).toBe('true');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
  });
});

describe('playerAction with a claim', () => {
  const claimFor = (userId: string, key: string) => ({
    userId,
    key,
    request: 'TEST /unit',
    requestHash: hashBody({}),
    keep: 'economy' as const,
  });

  it('stores the answer in one statement after acting: a key costs one statement more', async () => {
    const player = await createHero(app);
    const act = (claim?: ReturnType<typeof claimFor>) =>
      playerAction(db, claim, (tx) => spend(tx, player.userId, 'gold', 1, TEST_SPEND));
    const plain = await statementsDuring(database.instruments, () => act());
    const keyed = await statementsDuring(database.instruments, () =>
      act(claimFor(player.userId, 'one-more')),
    );
    expect(keyed).toBe(plain + 1);
    // A repeat acts, finds the key taken, rolls back and reads the first answer.
    expect(await act(claimFor(player.userId, 'one-more'))).toEqual({
      ok: true,
      value: STARTING_GOLD - 2,
    });
    expect(await gold(player.userId)).toBe(STARTING_GOLD - 2);
  });

  it('keeps the refusal and undoes the action', async () => {
    const player = await createHero(app);
    const result = await playerAction(db, claimFor(player.userId, 'sp'), async (tx) => {
      await spend(tx, player.userId, 'gold', 100, TEST_SPEND);
      return refuse(ErrorCode.Conflict, 'No.');
    });
    expect(result).toEqual({ ok: false, code: ErrorCode.Conflict, message: 'No.' });
    expect(await gold(player.userId)).toBe(STARTING_GOLD);
    expect(await storedKey(player.userId, 'sp')).toMatchObject({
      statusCode: 409,
      result: { ok: false, code: 'conflict', message: 'No.' },
    });
  });

  it('forgets the claim with the effect when the action fails unexpectedly', async () => {
    const player = await createHero(app);
    const claim = claimFor(player.userId, 'boom');
    await expect(
      playerAction(db, claim, async (tx) => {
        await spend(tx, player.userId, 'gold', 100, TEST_SPEND);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await storedKey(player.userId, 'boom')).toBeUndefined();
    expect(await gold(player.userId)).toBe(STARTING_GOLD);
    // Trying again with the same key acts: the failed attempt left nothing behind.
    const retry = await playerAction(db, claim, async (tx) =>
      spend(tx, player.userId, 'gold', 100, TEST_SPEND),
    );
    expect(retry).toEqual({ ok: true, value: STARTING_GOLD - 100 });
  });

  it('forgets keys older than 24 hours, after which the key acts again', async () => {
    const player = await createHero(app);
    const read = (key: string) => keyed(player, '/api/notifications/read', {}, key);
    await read('old');
    await read('recent');
    await db
      .update(idempotencyKeys)
      .set({
        createdAt: sql`now() - interval '25 hours'`,
        expiresAt: sql`now() - interval '1 hour'`,
      })
      .where(and(eq(idempotencyKeys.userId, player.userId), eq(idempotencyKeys.key, 'old')));
    expect(await forgetOldIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await storedKey(player.userId, 'old')).toBeUndefined();
    expect(await storedKey(player.userId, 'recent')).toBeDefined();
    await notify(
      db,
      player.userId,
      'quest.completed',
      { quest_id: 'q', title: 'A quest' },
      new Date(),
    );
    const again = await read('old');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const unread = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, player.userId), isNull(notifications.readAt)));
    expect(unread).toEqual([]);
  });
});
