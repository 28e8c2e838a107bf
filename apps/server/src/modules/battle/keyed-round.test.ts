import { statementsDuring as countStatements } from '../../test/statements-during';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { battles, heroes, idempotencyKeys } from '../../db/schema';

const { app, database, clock } = await createTestApp();
const db = database.db;
const { makeStrong, oneHitLeft, sureHit } = battleShortcuts(db, clock);

const post = (p: TestPlayer, url: string, body: Record<string, unknown>, key?: string) =>
  keyedPost(app, p, url, body, key);
const attack = (p: TestPlayer, key?: string, body: Record<string, unknown> = {}) =>
  post(p, '/api/hunt/hunt-attack', body, key);

const battleOf = async (p: TestPlayer) =>
  (await db.select().from(battles).where(eq(battles.userId, p.userId)))[0];
const goldOf = async (p: TestPlayer) =>
  (await db.select({ gold: heroes.gold }).from(heroes).where(eq(heroes.userId, p.userId)))[0]!.gold;
const keyRow = async (p: TestPlayer, key: string) =>
  (
    await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, p.userId), eq(idempotencyKeys.key, key)))
  )[0];

/** A hunter on floor 1 facing a monster that will not fall for many rounds. */
async function longFight(): Promise<TestPlayer> {
  const p = await createHero(app);
  expect((await post(p, '/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
  await db.update(battles).set({ monsterHp: 100_000 }).where(eq(battles.userId, p.userId));
  await db.update(heroes).set({ hp: 100_000 }).where(eq(heroes.userId, p.userId));
  return p;
}

/** A strong hunter whose next blow wins floor 1. */
async function lastBlow(): Promise<TestPlayer> {
  const p = await createHero(app);
  await makeStrong(p);
  expect((await post(p, '/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
  await oneHitLeft(p);
  await sureHit(p);
  return p;
}

const statementsDuring = (work: () => Promise<unknown>) =>
  countStatements(database.instruments, work);

describe('an attack round with an Idempotency-Key', () => {
  it('plays once for the same key twice: the same answer, marked as replayed', async () => {
    const p = await longFight();
    const first = await attack(p, 'round-1');
    const again = await attack(p, 'round-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('The battle rages on.');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await battleOf(p))!.round).toBe(1);
    // Kept on the battle row, not in the key table.
    expect(await keyRow(p, 'round-1')).toBeUndefined();
    // A new key is a new round.
    expect((await attack(p, 'round-2')).json().round).toBe(2);
  });

  it('plays one round for two requests with one key at once', async () => {
    const p = await longFight();
    const [a, b] = await Promise.all([attack(p, 'race'), attack(p, 'race')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const replayed = [a, b].filter((r) => r.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(1);
    expect((await battleOf(p))!.round).toBe(1);
  });

  it('replays the round that ended the fight once its battle is gone, paying once', async () => {
    const p = await lastBlow();
    const before = await goldOf(p);
    const won = await attack(p, 'win');
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().rewards).toBeDefined();
    const paid = await goldOf(p);
    expect(paid).toBeGreaterThan(before);
    expect(await battleOf(p)).toBeUndefined();
    const again = await attack(p, 'win');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(won.json());
    expect(await goldOf(p)).toBe(paid);
    expect(await keyRow(p, 'win')).toMatchObject({ statusCode: 200 });
  });

  it('wins once for two requests with one key racing on the last blow', async () => {
    const p = await lastBlow();
    const before = await goldOf(p);
    const [a, b] = await Promise.all([attack(p, 'last'), attack(p, 'last')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const gained = a.json().rewards.gold as number;
    expect(await goldOf(p)).toBe(before + gained);
  });

  it('refuses with 422 a key first used on another route, playing nothing', async () => {
    const p = await longFight();
    const bought = await post(
      p,
      '/api/shop/purchase',
      { itemId: 'potion', type: 'gold', qty: 1 },
      'k',
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const res = await attack(p, 'k');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Idempotency-Key/);
    expect((await battleOf(p))!.round).toBe(0);
  });

  it('refuses with 422 the key of a round reused with another body (a skill)', async () => {
    const p = await longFight();
    expect((await attack(p, 'k')).statusCode).toBe(200);
    const res = await attack(p, 'k', { skill: 'heavy-strike' });
    expect(res.statusCode).toBe(422);
    expect((await battleOf(p))!.round).toBe(1);
  });

  it('refuses with 422 the key of a round reused on the other kind of fight', async () => {
    const p = await longFight();
    expect((await attack(p, 'k')).statusCode).toBe(200);
    const res = await post(p, '/api/explore/attack', {}, 'k');
    expect(res.statusCode).toBe(422);
    // And the hunt's retry still replays.
    expect((await attack(p, 'k')).headers['idempotent-replayed']).toBe('true');
    expect((await battleOf(p))!.round).toBe(1);
  });

  it('stores a refusal under the key: its repeat is the same refusal, marked', async () => {
    const p = await createHero(app);
    const first = await attack(p, 'nothing');
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('No battle in progress.');
    expect(await keyRow(p, 'nothing')).toMatchObject({ statusCode: 409 });
    // A fight begins meanwhile: the key still answers as it first did.
    expect((await post(p, '/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    const again = await attack(p, 'nothing');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await battleOf(p))!.round).toBe(0);
  });

  it('keeps the key of an explore round too', async () => {
    const p = await createHero(app);
    await battleShortcuts(db, clock).meetImp(p, 100_000, [1, 2, 3, 4]);
    const first = await post(p, '/api/explore/attack', {}, 'e');
    const again = await post(p, '/api/explore/attack', {}, 'e');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await battleOf(p))!.round).toBe(1);
  });

  it('costs no more statements than a round without a key', async () => {
    const p = await longFight();
    await attack(p); // warm: the first request of a player may read more
    const plain = await statementsDuring(() => attack(p));
    const keyed = await statementsDuring(() => attack(p, 'counted'));
    expect(keyed).toBe(plain);
    // BEGIN, the locked read, the write, COMMIT (PGlite sends BEGIN with the first).
    expect(keyed).toBeLessThanOrEqual(4);
    expect((await battleOf(p))!.round).toBe(3);
  });

  it('costs an explore round no more than a hunt round: its walk comes with the locked read', async () => {
    const hunter = await longFight();
    await attack(hunter);
    const hunt = await statementsDuring(() => attack(hunter, 'hunt-counted'));
    const explorer = await createHero(app);
    expect((await post(explorer, '/api/explore/map', { mapId: 1, area: 1 })).statusCode).toBe(200);
    await battleShortcuts(db, clock).meetImp(explorer, 100_000, [1, 2, 3, 4]);
    const explore = () => post(explorer, '/api/explore/attack', {});
    expect((await explore()).json().message).toBe('The battle rages on.');
    const counted = await statementsDuring(async () => {
      const res = await post(explorer, '/api/explore/attack', {}, 'explore-counted');
      expect(res.json().message).toBe('The battle rages on.');
    });
    expect(counted).toBe(hunt);
    expect(counted).toBeLessThanOrEqual(4);
  });
});
