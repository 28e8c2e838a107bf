import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Redis } from 'ioredis';
import { loadCatalogue } from './support/catalogue';
import { connect, createDatabase, type FreshDatabase } from './support/database';
import { freePort } from './support/free-port';
import { createHero, heroName, type Hero } from './support/heroes';
import { send, type HttpAnswer } from './support/http-client';
import { checkInvariants } from './support/invariants';
import { startNginx, type Nginx } from './support/nginx';
import { loopbackAddress, sleep } from './support/random';
import {
  connectRedis,
  deleteRateLimitKeys,
  rateLimitKeys,
  REDIS_URL,
} from './support/rate-limit-keys';
import { loggedRequests } from './support/server-logs';
import { startServer, type ServerProcess } from './support/server-process';
import { loadSnapshot } from './support/snapshot';
import { pgQuery } from './support/sql';

const BUYERS = 50;
const ACCOUNT_LIMIT = 5;
const AUTH_RATE_LIMIT = 12;
const WINDOW_SECONDS = 900;

/**
 * Scale-out as docs/deploy.md describes it: two instances on one PostgreSQL
 * database and one Redis, the same JWT_SECRET, TRUST_PROXY on, behind nginx
 * (round robin, X-Forwarded-For). Each client sends from its own loopback
 * address, so nginx and the servers see 50 different players. Every test also
 * proves from the instances' own logs that both of them served its requests.
 */
describe('two instances behind nginx', () => {
  let database: FreshDatabase;
  let client: pg.Client;
  let redis: Redis;
  let instances: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  const addresses = new Set<string>();

  /** A new client: a loopback address of its own (and its rate-limit keys to clean up). */
  const newClient = () => {
    const address = loopbackAddress();
    addresses.add(address);
    return address;
  };

  beforeAll(async () => {
    database = await createDatabase('scale');
    redis = connectRedis();
    await redis.ping();
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '10',
      REDIS_URL,
      TRUST_PROXY: 'true',
      JWT_SECRET: 'chaos-scale-secret-shared-by-both-instances',
      LOG_LEVEL: 'info',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_LIMIT),
      LOGIN_MAX_FAILURES_PER_IP: '50',
      LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_RATE_LIMIT),
    };
    const ports = [await freePort(), await freePort()];
    // Both start at once on an empty database: migrations wait on their advisory lock.
    instances = await Promise.all(
      ports.map((port, i) => startServer({ port, env, name: `instance ${'AB'[i]}` })),
    );
    nginx = await startNginx(ports);
    client = await connect(database.url);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((s) => s.stop('SIGTERM')));
    if (redis) {
      await deleteRateLimitKeys(redis, addresses);
      redis.disconnect();
    }
    await client?.end();
    await database?.drop();
  });

  /**
   * What each instance logged for `url` from the given client addresses, once all
   * `expected` answers are in the logs: a log line can reach us after its response.
   */
  async function served(url: string, from: Set<string>, expected: number) {
    const read = () =>
      instances.map((s) =>
        loggedRequests(s.lines).filter((r) => r.url === url && from.has(r.remoteAddress)),
      );
    const deadline = Date.now() + 10_000;
    let seen = read();
    while (seen.flat().filter((r) => r.statusCode !== null).length < expected) {
      if (Date.now() > deadline) break;
      await sleep(50);
      seen = read();
    }
    return seen;
  }

  function hero(prefix: string, i: number): Promise<Hero & { address: string }> {
    const address = newClient();
    return createHero(nginx!.url, heroName(prefix, i), { http: { localAddress: address } }).then(
      (h) => ({ ...h, address }),
    );
  }

  async function balances(): Promise<Map<string, { gold: number; soul: number }>> {
    const rows = (await client.query('SELECT user_id, gold, soul FROM heroes')).rows as {
      user_id: string;
      gold: number;
      soul: number;
    }[];
    return new Map(rows.map((r) => [r.user_id, { gold: r.gold, soul: r.soul }]));
  }

  /** On failure, what nginx saw: the last requests and every error. */
  const showNginx = () =>
    onTestFailed(() =>
      console.log([...nginx!.accessLog().slice(-30), ...nginx!.errorLog()].join('\n')),
    );

  it(`sells one listing to exactly one of ${BUYERS} buyers racing through both instances`, async () => {
    showNginx();
    const seller = await hero('seller', 0);
    // Ten at a time: each registration and login is an argon2 hash, and a busy machine
    // must not leave the last of fifty queued past the client's patience.
    const buyers: (Hero & { address: string })[] = [];
    while (buyers.length < BUYERS) {
      const n = Math.min(10, BUYERS - buyers.length);
      const batch = Array.from({ length: n }, (_, i) => hero('buyer', buyers.length + i));
      buyers.push(...(await Promise.all(batch)));
    }
    const gear = (
      await send(
        nginx!.url,
        'POST',
        '/api/inventory/equipments',
        {},
        { token: seller.token, localAddress: seller.address },
      )
    ).body as { inventory: { item_id: string; item_rarity: string }[] };
    const piece = gear.inventory[0]!;
    const price = 500;
    const listed = await send(
      nginx!.url,
      'POST',
      '/api/bazaar/list',
      { item_id: piece.item_id, rarity: piece.item_rarity, price, currency: 'gold' },
      { token: seller.token, localAddress: seller.address },
    );
    expect(listed.status).toBe(200);
    const listingId = (listed.body as { listing: { _id: string } }).listing._id;
    const before = await balances();

    const answers = await Promise.all(
      buyers.map((b) =>
        send(
          nginx!.url,
          'POST',
          '/api/bazaar/buy',
          { listingId },
          { token: b.token, localAddress: b.address },
        ),
      ),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - 1);
    const winner = buyers[statuses.indexOf(200)]!;
    const after = await balances();
    let totalBefore = 0;
    let totalAfter = 0;
    for (const [userId, b] of before) {
      const a = after.get(userId)!;
      totalBefore += b.gold;
      totalAfter += a.gold;
      const expected =
        userId === winner.userId
          ? b.gold - price
          : userId === seller.userId
            ? b.gold + price
            : b.gold;
      expect(a.gold, `gold of ${userId}`).toBe(expected);
      expect(a.soul, `souls of ${userId}`).toBe(b.soul);
    }
    expect(totalAfter).toBe(totalBefore);
    const listing = (
      await client.query('SELECT status, buyer_id FROM listings WHERE id = $1', [listingId])
    ).rows[0] as { status: string; buyer_id: string };
    expect(listing).toEqual({ status: 'sold', buyer_id: winner.userId });
    const catalogue = await loadCatalogue(nginx!.url, seller);
    expect(checkInvariants(await loadSnapshot(pgQuery(client)), catalogue)).toEqual([]);

    const buyerAddresses = new Set(buyers.map((b) => b.address));
    const perInstance = await served('/api/bazaar/buy', buyerAddresses, BUYERS);
    console.log(`buys served per instance: ${perInstance.map((r) => r.length).join(' + ')}`);
    expect(perInstance[0]!.length).toBeGreaterThan(0);
    expect(perInstance[1]!.length).toBeGreaterThan(0);
    expect(perInstance[0]!.length + perInstance[1]!.length).toBe(BUYERS);
  });

  it(`locks an account after ${ACCOUNT_LIMIT} wrong passwords spread over both instances`, async () => {
    showNginx();
    const victim = await hero('victim', 0);
    const address = newClient();
    const attempt = (password: string, from = address) =>
      send(
        nginx!.url,
        'POST',
        '/api/login',
        { username: victim.username, password },
        { localAddress: from },
      );
    const answers: HttpAnswer[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 4; i++) answers.push(await attempt('not-the-password'));

    const said = JSON.stringify(answers.map((a) => a.body));
    expect(
      answers.map((a) => a.status),
      said,
    ).toEqual([...Array<number>(ACCOUNT_LIMIT).fill(401), ...Array<number>(4).fill(429)]);
    for (const locked of answers.slice(ACCOUNT_LIMIT)) {
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    // Locked is locked: the right password, from this address or another, waits too.
    expect((await attempt(victim.password)).status).toBe(429);
    expect((await attempt(victim.password, newClient())).status).toBe(429);

    const perInstance = await served('/api/login', new Set([address]), ACCOUNT_LIMIT + 5);
    for (const [i, requests] of perInstance.entries()) {
      const statuses = requests.map((r) => r.statusCode);
      console.log(`instance ${'AB'[i]} answered the wrong passwords with ${statuses.join(' ')}`);
      expect(statuses, `instance ${'AB'[i]}`).toContain(401);
      expect(statuses, `instance ${'AB'[i]}`).toContain(429);
    }
  });

  it(`counts the per-address auth rate limit (${AUTH_RATE_LIMIT}/min) in Redis across both instances`, async () => {
    showNginx();
    const address = newClient();
    const answers: HttpAnswer[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT + 4; i++) {
      // A different unknown name each time: only the per-address limit can stop these.
      const username = `ghost_${randomBytes(5).toString('hex')}`;
      answers.push(
        await send(
          nginx!.url,
          'POST',
          '/api/login',
          { username, password: 'not-the-password' },
          { localAddress: address },
        ),
      );
    }
    // Counted per instance, each would have let 2 × 12 through before refusing.
    const said = JSON.stringify(answers.map((a) => a.body));
    expect(
      answers.map((a) => a.status),
      said,
    ).toEqual([...Array<number>(AUTH_RATE_LIMIT).fill(401), ...Array<number>(4).fill(429)]);
    for (const limited of answers.slice(AUTH_RATE_LIMIT)) {
      expect((limited.body as { message: string }).message).toMatch(/^Too many requests/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const keys = await rateLimitKeys(redis, new Set([address]));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain('/api/login');
    expect(Number(await redis.get(keys[0]!))).toBe(AUTH_RATE_LIMIT + 4);

    const perInstance = await served('/api/login', new Set([address]), AUTH_RATE_LIMIT + 4);
    for (const [i, requests] of perInstance.entries()) {
      const statuses = requests.map((r) => r.statusCode);
      console.log(`instance ${'AB'[i]} answered the burst with ${statuses.join(' ')}`);
      expect(statuses, `instance ${'AB'[i]}`).toContain(429);
    }
  });
});
