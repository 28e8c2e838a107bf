import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { fairDraw, fairSeed, serverSeedHash } from '@demonbane/game/fair-draw';
import { boxByIndex } from '@demonbane/game/gacha';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { fairnessSeeds, gachaDraws, heroes } from '../../db/schema';

const { app, database, fairSeeds } = await createTestApp();
const db = database.db;

/** A server seed of 32 bytes, each `byte` (readable in a failure). */
const seedOf = (byte: number) => byte.toString(16).padStart(2, '0').repeat(32);

const state = async (p: TestPlayer) => {
  const res = await p.post('/api/fairness');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { server_seed_hash: string; client_seed: string; nonce: number };
};
const rotate = async (p: TestPlayer) => {
  const res = await p.post('/api/fairness/rotate');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const rich = (p: TestPlayer) =>
  db.update(heroes).set({ gold: 1_000_000, soul: 100_000 }).where(eq(heroes.userId, p.userId));
const drawOk = async (p: TestPlayer, box: number, amount: 1 | 11) => {
  const res = await p.post('/api/gacha', { box, amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** What an answer's items say of each draw, as fairDraw's results are compared to it. */
const itemsOf = (body: { items: { name: string; rarity: string | null; source: string }[] }) =>
  body.items.map((i) => [i.name, i.rarity, i.source]);
const expected = (draws: ReturnType<typeof fairDraw>['draws']) =>
  draws.map((d) => [d.item?.name ?? 'Handful of Ash', d.outcome, d.source]);

describe('POST /api/fairness', () => {
  it('commits to a server seed by its hash before any draw, and shows the same until it changes', async () => {
    const p = await createHero(app);
    fairSeeds.push({ serverSeed: seedOf(0xa1), clientSeed: 'first-client' });
    const first = await state(p);
    expect(first).toEqual({
      server_seed_hash: serverSeedHash(seedOf(0xa1)),
      client_seed: 'first-client',
      nonce: 0,
    });
    expect(JSON.stringify(first)).not.toContain(seedOf(0xa1));
    expect(await state(p)).toEqual(first);
  });

  it('makes a random 32-byte seed and client seed by default', async () => {
    const [a, b] = [await createHero(app), await createHero(app)];
    const [sa, sb] = [await state(a), await state(b)];
    expect(sa.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sa.server_seed_hash).not.toBe(sb.server_seed_hash);
    expect(sa.client_seed).not.toBe(sb.client_seed);
    const [row] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, a.userId));
    expect(row!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(serverSeedHash(row!.serverSeed)).toBe(sa.server_seed_hash);
  });

  it('answers 404 for a hero that does not exist', async () => {
    const p = await createHero(app);
    await db.delete(heroes).where(eq(heroes.userId, p.userId));
    for (const url of ['/api/fairness', '/api/fairness/rotate']) {
      const res = await p.post(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found.' });
    }
    const seeded = await p.post('/api/fairness/client-seed', { client_seed: 'x' });
    expect(seeded.statusCode).toBe(404);
  });
});

describe('rotation', () => {
  it('reveals the committed seed with the nonce it reached, and commits a new one from nonce 0', async () => {
    const p = await createHero(app);
    await rich(p);
    fairSeeds.push({ serverSeed: seedOf(0xb2), clientSeed: 'kept' });
    const before = await state(p);
    const drawn = await drawOk(p, 0, 11);
    expect(drawn.fairness).toEqual({ ...before, pity_before: 0 });
    await drawOk(p, 2, 1);

    fairSeeds.push({ serverSeed: seedOf(0xb3), clientSeed: 'unused' });
    const { revealed, next } = await rotate(p);
    expect(revealed).toEqual({
      server_seed: seedOf(0xb2),
      server_seed_hash: before.server_seed_hash,
      client_seed: 'kept',
      nonce: 2,
    });
    expect(serverSeedHash(revealed.server_seed)).toBe(revealed.server_seed_hash);
    expect(next).toEqual({
      server_seed_hash: serverSeedHash(seedOf(0xb3)),
      client_seed: 'kept',
      nonce: 0,
    });
    expect(await state(p)).toEqual(next);
    const input = { serverSeed: revealed.server_seed, clientSeed: 'kept', nonce: 0 };
    expect(itemsOf(drawn)).toEqual(expected(fairDraw(input, boxByIndex(0), 11, 0).draws));
    // The revealed seed is not kept anywhere on the server.
    const [row] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, p.userId));
    expect(row!.serverSeed).toBe(seedOf(0xb3));
  });

  it('one flipped bit of the revealed seed fails the hash and draws otherwise', async () => {
    const p = await createHero(app);
    await rich(p);
    fairSeeds.push({ serverSeed: seedOf(0x5c), clientSeed: 'bits' });
    const drawn = await drawOk(p, 0, 11);
    const { revealed } = await rotate(p);
    const input = { serverSeed: revealed.server_seed as string, clientSeed: 'bits', nonce: 0 };
    const box = boxByIndex(0);
    const honest = fairDraw(input, box, 11, 0);
    expect(itemsOf(drawn)).toEqual(expected(honest.draws));
    for (let bit = 0; bit < 256; bit++) {
      const bytes = Buffer.from(input.serverSeed, 'hex');
      bytes[bit >> 3]! ^= 1 << (bit & 7);
      const flipped = bytes.toString('hex');
      expect(serverSeedHash(flipped)).not.toBe(revealed.server_seed_hash);
      expect(fairSeed(flipped, 'bits:0:0')).not.toEqual(fairSeed(input.serverSeed, 'bits:0:0'));
      expect(expected(fairDraw({ ...input, serverSeed: flipped }, box, 11, 0).draws)).not.toEqual(
        expected(honest.draws),
      );
    }
  });
});

describe('the client seed', () => {
  it('changes only the client seed: the server seed and the nonce stay', async () => {
    const p = await createHero(app);
    await rich(p);
    const before = await state(p);
    await drawOk(p, 2, 1);
    const res = await p.post('/api/fairness/client-seed', { client_seed: 'my lucky seed ~!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      server_seed_hash: before.server_seed_hash,
      client_seed: 'my lucky seed ~!',
      nonce: 1,
    });
    expect(await state(p)).toEqual(res.json());
    expect((await drawOk(p, 2, 1)).fairness).toMatchObject({
      client_seed: 'my lucky seed ~!',
      nonce: 1,
    });
  });

  it('setting an earlier client seed again never repeats a message: the nonce only grows', async () => {
    const p = await createHero(app);
    await rich(p);
    const seen: { client_seed: string; nonce: number }[] = [];
    const answers = [];
    for (const client of ['alpha', 'beta', 'alpha', 'alpha']) {
      await p.post('/api/fairness/client-seed', { client_seed: client });
      const drawn = await drawOk(p, 0, 1);
      answers.push(drawn);
      seen.push(drawn.fairness);
    }
    expect(seen.map((f) => [f.client_seed, f.nonce])).toEqual([
      ['alpha', 0],
      ['beta', 1],
      ['alpha', 2],
      ['alpha', 3],
    ]);
    const { revealed } = await rotate(p);
    for (const [i, f] of seen.entries()) {
      const input = { serverSeed: revealed.server_seed, clientSeed: f.client_seed, nonce: f.nonce };
      expect(itemsOf(answers[i])).toEqual(expected(fairDraw(input, boxByIndex(0), 1, 0).draws));
    }
    // No two draws under one server seed had the same HMAC message.
    const messages = seen.map((f) => `${f.client_seed}:${f.nonce}:0`);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it.each([
    ['empty', ''],
    ['65 characters', 'x'.repeat(65)],
    ['a control character', 'abc\u0007'],
    ['a newline', 'two\nlines'],
    ['a tab', 'a\tb'],
    ['a DEL', 'a\u007f'],
    ['a character outside ASCII', 'café'],
    ['a number', 42],
    ['null', null],
  ])('refuses %s with 400 and changes nothing', async (_name, clientSeed) => {
    const p = await createHero(app);
    const before = await state(p);
    const res = await p.post('/api/fairness/client-seed', { client_seed: clientSeed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await state(p)).toEqual(before);
  });

  it('accepts 1 and 64 printable characters, spaces included', async () => {
    const p = await createHero(app);
    for (const client of ['x', ' '.repeat(64), '~'.repeat(64)]) {
      const res = await p.post('/api/fairness/client-seed', { client_seed: client });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().client_seed).toBe(client);
    }
  });
});

describe('the nonce', () => {
  it('gives simultaneous draws distinct consecutive nonces', async () => {
    const p = await createHero(app);
    await rich(p);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => p.post('/api/gacha', { box: 2, amount: 1 })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const nonces = answers.map((a) => a.json().fairness.nonce as number).sort((x, y) => x - y);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await state(p)).nonce).toBe(8);
    const rows = await db
      .select({ nonce: gachaDraws.nonce })
      .from(gachaDraws)
      .where(eq(gachaDraws.userId, p.userId))
      .orderBy(asc(gachaDraws.nonce));
    expect(rows.map((r) => r.nonce)).toEqual(nonces);
  });

  it('a draw racing a rotation lands wholly on one seed', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await createHero(app);
      await rich(p);
      fairSeeds.push(
        { serverSeed: seedOf(0x10 + round), clientSeed: 'race' },
        { serverSeed: seedOf(0x20 + round), clientSeed: 'unused' },
      );
      await state(p);
      const [drawRes, rotateRes] = await Promise.all([
        p.post('/api/gacha', { box: 0, amount: 11 }),
        p.post('/api/fairness/rotate'),
      ]);
      expect(drawRes.statusCode, drawRes.body).toBe(200);
      expect(rotateRes.statusCode, rotateRes.body).toBe(200);
      const drawn = drawRes.json();
      const { revealed, next } = rotateRes.json();
      const after = (await rotate(p)).revealed;
      // Before the rotation: the first seed at nonce 0; after it: the second seed at nonce 0.
      const landedFirst = drawn.fairness.server_seed_hash === revealed.server_seed_hash;
      expect(landedFirst ? revealed.nonce : after.nonce).toBe(1);
      expect(landedFirst ? after.nonce : revealed.nonce).toBe(0);
      if (!landedFirst) expect(drawn.fairness.server_seed_hash).toBe(next.server_seed_hash);
      const seed = landedFirst ? revealed.server_seed : after.server_seed;
      const input = { serverSeed: seed, clientSeed: 'race', nonce: 0 };
      expect(itemsOf(drawn)).toEqual(expected(fairDraw(input, boxByIndex(0), 11, 0).draws));
      const rows = await db.select().from(gachaDraws).where(eq(gachaDraws.userId, p.userId));
      expect(new Set(rows.map((r) => r.seedHash))).toEqual(
        new Set([drawn.fairness.server_seed_hash]),
      );
    }
  });

  it('an Idempotency-Key replay of a draw answers the same and takes no nonce', async () => {
    const p = await createHero(app);
    await rich(p);
    const first = await keyedPost(app, p, '/api/gacha', { box: 0, amount: 11 }, 'fair-key-1');
    const again = await keyedPost(app, p, '/api/gacha', { box: 0, amount: 11 }, 'fair-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await state(p)).nonce).toBe(1);
    expect((await drawOk(p, 0, 1)).fairness.nonce).toBe(1);
  });

  it('a refused draw takes no nonce', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ gold: 0 }).where(eq(heroes.userId, p.userId));
    expect((await p.post('/api/gacha', { box: 0, amount: 1 })).statusCode).toBe(409);
    expect((await state(p)).nonce).toBe(0);
  });
});
