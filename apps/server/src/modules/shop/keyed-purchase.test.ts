import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { findShopEntry } from '@demonbane/game/shops';
import { STARTING_GOLD } from '@demonbane/game/starting-hero';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { statementsDuring } from '../../test/statements-during';
import { currencyLedger, heroes, idempotencyKeys } from '../../db/schema';
import { itemQty } from '../../test/item-qty';

const first = await createTestApp();
// A second server on the same database (on PostgreSQL, a pool of its own).
const second = await createTestApp({}, { sameDatabaseAs: first });
const { app, database } = first;
const db = database.db;

const POTION = { itemId: 'potion', type: 'gold', qty: 1 } as const;
const POTION_PRICE = findShopEntry('gold', 'potion')!.price;
const ROUTE = 'POST /api/shop/purchase';
const REUSED = { message: 'Idempotency-Key was already used for a different request.' };

const buy = (p: TestPlayer, key?: string, body: Record<string, unknown> = POTION, via = app) =>
  keyedPost(via, p, '/api/shop/purchase', body, key);
const useItem = (p: TestPlayer, key: string) =>
  keyedPost(app, p, '/api/inventory/use-item', { itemId: 'potion' }, key);

const gold = async (p: TestPlayer) =>
  (await db.select({ gold: heroes.gold }).from(heroes).where(eq(heroes.userId, p.userId)))[0]!.gold;
const potions = (p: TestPlayer) => itemQty(db, p.userId, 'potion');
const keyedLedgerRows = (p: TestPlayer) =>
  db
    .select()
    .from(currencyLedger)
    .where(and(eq(currencyLedger.userId, p.userId), isNotNull(currencyLedger.idempotencyKey)));
const keyTableRows = (p: TestPlayer) =>
  db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, p.userId));
/** Ten purchases with one key at once, on both servers in turn: each answered 200, all alike. */
async function race(p: TestPlayer, key: string) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => buy(p, key, POTION, i % 2 ? second.app : app)),
  );
  expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  return answers;
}
/** A hero with a potion in the pack and HP to heal, so that using it acts. */
async function woundedWithPotion(): Promise<TestPlayer> {
  const p = await createHero(app);
  expect((await buy(p)).statusCode).toBe(200);
  await db.update(heroes).set({ hp: 1 }).where(eq(heroes.userId, p.userId));
  return p;
}

describe('a purchase with an Idempotency-Key', () => {
  it('keeps the key, its request and its answer on the ledger row, not in idempotency_keys', async () => {
    const p = await createHero(app);
    const res = await buy(p, 'kept');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await keyedLedgerRows(p);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      delta: -POTION_PRICE,
      idempotencyKey: 'kept',
      request: ROUTE,
      requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      answer: { message: res.json().message, balance: STARTING_GOLD - POTION_PRICE },
    });
    expect(await keyTableRows(p)).toEqual([]);
  });

  it('replays the answer from the ledger row: identical, marked, spent once, no row added', async () => {
    const p = await createHero(app);
    const once = await buy(p, 'again');
    const twice = await buy(p, 'again');
    expect(twice.statusCode).toBe(200);
    expect(twice.headers['idempotent-replayed']).toBe('true');
    expect(twice.body).toBe(once.body);
    expect(await gold(p)).toBe(STARTING_GOLD - POTION_PRICE);
    expect(await potions(p)).toBe(1);
    expect(await keyedLedgerRows(p)).toHaveLength(1);
    expect(await keyTableRows(p)).toEqual([]);
  });

  it('costs no more statements than a purchase without a key, and a replay fewer', async () => {
    const p = await createHero(app);
    await buy(p); // warm: the first request of a player may read more
    const plain = await statementsDuring(database.instruments, () => buy(p));
    const keyed = await statementsDuring(database.instruments, () => buy(p, 'counted'));
    const replay = await statementsDuring(database.instruments, () => buy(p, 'counted'));
    expect(keyed).toBe(plain);
    // BEGIN, the spend with its ledger row and key, the items, COMMIT (PGlite sends
    // BEGIN with the first statement).
    expect(keyed).toBeLessThanOrEqual(4);
    // BEGIN, the spend that finds the key and spends nothing, COMMIT.
    expect(replay).toBeLessThan(plain);
    expect(await potions(p)).toBe(3);
  });

  it('gives 10 requests with one key on two servers at once one effect and one answer', async () => {
    const p = await createHero(app);
    const answers = await race(p, 'race');
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await gold(p)).toBe(STARTING_GOLD - POTION_PRICE);
    expect(await potions(p)).toBe(1);
    expect(await keyedLedgerRows(p)).toHaveLength(1);
    expect(await keyTableRows(p)).toEqual([]);
  });

  it('answers every racing request with the first answer when the rest could no longer pay', async () => {
    // The requests that wait for the first one find the gold gone: their refusal must
    // yield to the answer kept on the ledger, never be stored or shown.
    const p = await createHero(app);
    await db.update(heroes).set({ gold: POTION_PRICE }).where(eq(heroes.userId, p.userId));
    await race(p, 'last-coin');
    expect(await gold(p)).toBe(0);
    expect(await potions(p)).toBe(1);
    expect(await keyTableRows(p)).toEqual([]);
  });

  it('refuses with 422 the key of a purchase sent with another body, spending nothing', async () => {
    const p = await createHero(app);
    await buy(p, 'k');
    const other = await buy(p, 'k', { ...POTION, qty: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(REUSED);
    // A body the shop refuses before it spends still meets the key first.
    const unsold = await buy(p, 'k', { ...POTION, itemId: 'no-such-item' });
    expect(unsold.statusCode).toBe(422);
    expect(await gold(p)).toBe(STARTING_GOLD - POTION_PRICE);
    expect(await keyTableRows(p)).toEqual([]);
  });

  it('refuses with 422 the key of a purchase sent to another route, which does nothing', async () => {
    const p = await woundedWithPotion();
    expect((await buy(p, 'bought')).statusCode).toBe(200);
    const used = await useItem(p, 'bought');
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual(REUSED);
    expect(await potions(p)).toBe(2);
    // And the purchase's own retry still replays.
    expect((await buy(p, 'bought')).headers['idempotent-replayed']).toBe('true');
  });

  it('refuses with 422 a key first used on another route, spending nothing', async () => {
    const p = await woundedWithPotion();
    const before = await gold(p);
    expect((await useItem(p, 'used')).statusCode).toBe(200);
    const bought = await buy(p, 'used');
    expect(bought.statusCode).toBe(422);
    expect(bought.json()).toEqual(REUSED);
    expect(await gold(p)).toBe(before);
    expect(await potions(p)).toBe(0);
    expect(await keyedLedgerRows(p)).toEqual([]);
  });

  it('stores a refusal in idempotency_keys, with no ledger row, and replays it', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ gold: 0 }).where(eq(heroes.userId, p.userId));
    const refused = await buy(p, 'poor');
    expect(refused.statusCode).toBe(409);
    expect(await keyTableRows(p)).toMatchObject([{ key: 'poor', request: ROUTE, statusCode: 409 }]);
    expect(await keyedLedgerRows(p)).toEqual([]);
    await db.update(heroes).set({ gold: 1000 }).where(eq(heroes.userId, p.userId));
    const again = await buy(p, 'poor');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
    expect(await gold(p)).toBe(1000);
  });

  it('keeps one key per ledger row it writes anyway: keys grow with purchases only', async () => {
    const p = await createHero(app);
    for (const key of ['a', 'b', 'c']) {
      expect((await buy(p, key)).statusCode).toBe(200);
      expect((await buy(p, key)).headers['idempotent-replayed']).toBe('true');
    }
    const shopRows = await db
      .select({ key: currencyLedger.idempotencyKey })
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, 'shop')));
    expect(shopRows.map((r) => r.key).sort()).toEqual(['a', 'b', 'c']);
    expect(await keyTableRows(p)).toEqual([]);
  });
});
