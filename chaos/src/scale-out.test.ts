import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Redis } from 'ioredis';
import { loadCatalogue } from './support/catalogue';
import { connect, createDatabase, type FreshDatabase } from './support/database';
import { freePort } from '@demonbane/test-support/free-port';
import { createHero, heroName, type Hero } from './support/heroes';
import { send, type HttpAnswer } from './support/http-client';
import { checkDatabaseLaws } from '@demonbane/test-support/database-laws';
import { startNginx, type Nginx } from './support/nginx';
import { loopbackAddress, sleep } from './support/random';
import {
  connectRedis,
  counted,
  deleteRateLimitKeys,
  rateLimitKeys,
  REDIS_URL,
} from './support/rate-limit-keys';
import { loggedRequests } from './support/server-logs';
import { startServer, type ServerProcess } from './support/server-process';
import { readSnapshot } from '@demonbane/test-support/read-snapshot';
import { pgQuery } from './support/sql';
import { openEventStream } from '@demonbane/test-support/event-stream-client';

const BUYERS = 50;
const PAIR_LIMIT = 5;
const AUTH_RATE_LIMIT = 12;
const WINDOW_SECONDS = 900;
/**
 * Requests per minute per player, for every test here: low enough to reach in a
 * burst, well above what any other test sends for one player (a dozen at most).
 */
const GAME_RATE_LIMIT = 40;
/** nginx reaches the instances from this address; only it may name the client. */
const PROXY_ADDRESS = '127.0.0.1';

/**
 * Scale-out as docs/deploy.md describes it: two instances on one PostgreSQL
 * database and one Redis, the same JWT_SECRET, behind nginx (round robin,
 * X-Forwarded-For overwritten with the address it saw). TRUST_PROXY names nginx's
 * address, so the instances believe X-Forwarded-For from nginx only: a client that
 * reaches an instance directly is counted by its own address, whatever it sends.
 * Each client sends from its own loopback address (127.16+.x.y, never nginx's), so
 * nginx and the servers see 50 different players. Every test also proves from the
 * instances' own logs, or by calling each instance directly, that both took part.
 */
describe('two instances behind nginx', () => {
  let database: FreshDatabase;
  let client: pg.Client;
  let redis: Redis;
  let instances: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  /** What this file's Redis counters count (its clients and players), to clean up. */
  const identities = new Set<string>();

  /** A new client: a loopback address of its own (and its rate-limit keys to clean up). */
  const newClient = () => {
    const address = loopbackAddress();
    identities.add(counted.authRoutes(address)).add(counted.address(address));
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
      TRUST_PROXY: PROXY_ADDRESS,
      JWT_SECRET: 'chaos-scale-secret-shared-by-both-instances',
      // Which instance answered is read from Fastify's per-request lines, logged at debug.
      LOG_LEVEL: 'debug',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: String(PAIR_LIMIT),
      LOGIN_MAX_FAILURES_PER_IP: '50',
      LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_RATE_LIMIT),
      GAME_RATE_LIMIT_PER_MINUTE: String(GAME_RATE_LIMIT),
      // The default per-address limit (1200/min) stays on: no client here comes near it.
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
      await deleteRateLimitKeys(redis, identities);
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
    // The starter gear goes back to the pack: sellers here list it.
    const opts = { gearInPack: true, http: { localAddress: address } };
    return createHero(nginx!.url, heroName(prefix, i), opts).then((h) => {
      identities.add(counted.player(h.userId));
      return { ...h, address };
    });
  }

  /** A login through nginx from `address`. */
  const login = (h: Hero, password: string, address: string, headers?: Record<string, string>) =>
    send(
      nginx!.url,
      'POST',
      '/api/login',
      { username: h.username, password },
      { localAddress: address, headers },
    );

  /** The player's own data, asked of `baseUrl` (an instance, or nginx) with `token`. */
  const me = (baseUrl: string, token: string, address: string) =>
    send(baseUrl, 'POST', '/api/user', {}, { token, localAddress: address });

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
    expect(checkDatabaseLaws(await readSnapshot(pgQuery(client)), catalogue)).toEqual([]);

    const buyerAddresses = new Set(buyers.map((b) => b.address));
    const perInstance = await served('/api/bazaar/buy', buyerAddresses, BUYERS);
    console.log(`buys served per instance: ${perInstance.map((r) => r.length).join(' + ')}`);
    expect(perInstance[0]!.length).toBeGreaterThan(0);
    expect(perInstance[1]!.length).toBeGreaterThan(0);
    expect(perInstance[0]!.length + perInstance[1]!.length).toBe(BUYERS);
  });

  it(`locks an account from one address after ${PAIR_LIMIT} wrong passwords over both instances; the owner elsewhere gets in`, async () => {
    showNginx();
    const victim = await hero('victim', 0);
    const guesser = newClient();
    // The guesser sends 12 logins in all here: just within AUTH_RATE_LIMIT, so every
    // refusal below is the failed-login lock, never the per-minute limit.
    const extra = 3;
    const answers: HttpAnswer[] = [];
    for (let i = 0; i < PAIR_LIMIT + extra; i++) {
      answers.push(await login(victim, 'not-the-password', guesser));
    }

    const said = JSON.stringify(answers.map((a) => a.body));
    expect(
      answers.map((a) => a.status),
      said,
    ).toEqual([...Array<number>(PAIR_LIMIT).fill(401), ...Array<number>(extra).fill(429)]);
    const expectLocked = (answer: HttpAnswer, what: string) => {
      expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(429);
      expect((answer.body as { message: string }).message, what).toMatch(
        /^Too many failed login attempts/,
      );
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter, what).toBeGreaterThan(0);
      expect(retryAfter, what).toBeLessThanOrEqual(WINDOW_SECONDS);
    };
    for (const locked of answers.slice(PAIR_LIMIT)) expectLocked(locked, 'a wrong password');
    // Locked is locked for this address: the right password waits too.
    expectLocked(await login(victim, victim.password, guesser), 'the right password');
    // Naming another address does not get the guesser out. Through nginx the header is
    // overwritten with the real one; straight to an instance it comes from a client,
    // not from nginx, so the instance does not believe it.
    const forged = { 'x-forwarded-for': loopbackAddress() };
    expectLocked(
      await login(victim, victim.password, guesser, forged),
      'a forged X-Forwarded-For through nginx',
    );
    expectLocked(
      await send(
        instances[1]!.url,
        'POST',
        '/api/login',
        { username: victim.username, password: victim.password },
        { localAddress: guesser, headers: forged },
      ),
      'a forged X-Forwarded-For straight to instance B',
    );

    // The owner, from an address of their own, is not locked out by the guesser.
    const owner = newClient();
    const ownLogin = await login(victim, victim.password, owner);
    expect(ownLogin.status, JSON.stringify(ownLogin.body)).toBe(200);
    const token = (ownLogin.body as { token: string }).token;
    for (const instance of instances)
      expect((await me(instance.url, token, owner)).status).toBe(200);
    // …and the owner's success does not unlock the guesser.
    expectLocked(await login(victim, victim.password, guesser), 'the guesser after the owner');

    const guesses = PAIR_LIMIT + extra + 4;
    const perInstance = await served('/api/login', new Set([guesser]), guesses);
    expect(perInstance.flat()).toHaveLength(guesses);
    for (const [i, requests] of perInstance.entries()) {
      const statuses = requests.map((r) => r.statusCode);
      console.log(`instance ${'AB'[i]} answered the guesser with ${statuses.join(' ')}`);
      expect(statuses, `instance ${'AB'[i]}`).toContain(401);
      expect(statuses, `instance ${'AB'[i]}`).toContain(429);
      expect(statuses, `instance ${'AB'[i]}`).not.toContain(200);
    }
    // Neither instance ever saw the forged address as a client.
    const forgedSeen = await served('/api/login', new Set([forged['x-forwarded-for']]), 0);
    expect(forgedSeen.flat()).toEqual([]);
  });

  it('ends a session on both instances at once: logout on A, logout-all on B', async () => {
    showNginx();
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const player = await hero('session', 0);
    // A second device: another session of the same account, from another address.
    const laptop = newClient();
    const second = await login(player, player.password, laptop);
    expect(second.status).toBe(200);
    const laptopToken = (second.body as { token: string }).token;
    for (const instance of [a, b]) {
      expect((await me(instance.url, player.token, player.address)).status).toBe(200);
      expect((await me(instance.url, laptopToken, laptop)).status).toBe(200);
    }

    const out = await send(
      a.url,
      'POST',
      '/api/logout',
      {},
      { token: player.token, localAddress: player.address },
    );
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    // At once, on the other instance, with no wait: the session is gone from the database.
    const onB = await me(b.url, player.token, player.address);
    expect(onB.status, JSON.stringify(onB.body)).toBe(401);
    expect((await me(a.url, player.token, player.address)).status).toBe(401);
    // Twice through nginx: one lands on each instance.
    for (let i = 0; i < 2; i++) {
      expect((await me(nginx!.url, player.token, player.address)).status).toBe(401);
    }
    // Only that session ended: the laptop's goes on, on both.
    for (const instance of [a, b]) {
      expect((await me(instance.url, laptopToken, laptop)).status).toBe(200);
    }

    // A third session, then log out everywhere from the laptop, on instance B.
    const phone = newClient();
    const third = await login(player, player.password, phone);
    expect(third.status).toBe(200);
    const phoneToken = (third.body as { token: string }).token;
    expect((await me(a.url, phoneToken, phone)).status).toBe(200);
    const all = await send(
      b.url,
      'POST',
      '/api/logout-all',
      { userId: player.userId },
      { token: laptopToken, localAddress: laptop },
    );
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    for (const [token, address] of [
      [laptopToken, laptop],
      [phoneToken, phone],
    ] as const) {
      const onA = await me(a.url, token, address);
      expect(onA.status, JSON.stringify(onA.body)).toBe(401);
      expect((await me(b.url, token, address)).status).toBe(401);
    }
    // The account itself is fine: a new login works on both.
    const again = await login(player, player.password, phone);
    expect(again.status).toBe(200);
    const newToken = (again.body as { token: string }).token;
    for (const instance of [a, b])
      expect((await me(instance.url, newToken, phone)).status).toBe(200);
  });

  it('tells a seller of a sale made on the other instance within a second, and through nginx', async () => {
    showNginx();
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const seller = await hero('stream', 0);
    const buyer = await hero('stream', 1);
    // The seller's stream on A (and one through nginx); the buys on B.
    const onA = await openEventStream(a.url, seller.token);
    const viaNginx = await openEventStream(nginx!.url, seller.token);
    expect([onA.status, viaNginx.status]).toEqual([200, 200]);
    try {
      const gear = (
        await send(
          b.url,
          'POST',
          '/api/inventory/equipments',
          {},
          {
            token: seller.token,
            localAddress: seller.address,
          },
        )
      ).body as { inventory: { item_id: string; item_rarity: string }[] };
      expect(gear.inventory.length).toBeGreaterThanOrEqual(2);
      for (const piece of gear.inventory.slice(0, 2)) {
        const listed = await send(
          b.url,
          'POST',
          '/api/bazaar/list',
          { item_id: piece.item_id, rarity: piece.item_rarity, price: 500, currency: 'gold' },
          { token: seller.token, localAddress: seller.address },
        );
        expect(listed.status, JSON.stringify(listed.body)).toBe(200);
        const listingId = (listed.body as { listing: { _id: string } }).listing._id;
        const bought = await send(
          b.url,
          'POST',
          '/api/bazaar/buy',
          { listingId },
          { token: buyer.token, localAddress: buyer.address },
        );
        expect(bought.status, JSON.stringify(bought.body)).toBe(200);
        const answeredAt = Date.now();
        const sold = await onA.next('bazaar.sold', 1000);
        expect(sold.data.data.listing_id).toBe(listingId);
        console.log(`sale on B reached A's stream ${Date.now() - answeredAt} ms after B answered`);
        expect((await viaNginx.next('bazaar.sold', 1000)).data.data.listing_id).toBe(listingId);
      }
    } finally {
      onA.close();
      viaNginx.close();
    }
  });

  it('delivers a guild chat message posted on B to a member’s stream on A, not to an outsider’s; the post limit is counted in Redis', async () => {
    showNginx();
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const [reader, writer, outsider] = [
      await hero('chat', 0),
      await hero('chat', 1),
      await hero('chat', 2),
    ];
    identities.add(`chat:${writer.userId}`);
    // Membership straight in the table, as the membership routes would leave it.
    const guild = (
      await client.query(
        `INSERT INTO guilds (name, tag, created_at) VALUES ($1, $2, now()) RETURNING id`,
        [`Chaos ${randomBytes(4).toString('hex')}`, randomBytes(2).toString('hex')],
      )
    ).rows[0] as { id: string };
    for (const [h, role] of [
      [reader, 'leader'],
      [writer, 'member'],
    ] as const) {
      await client.query(
        `INSERT INTO guild_members (user_id, guild_id, role, joined_at) VALUES ($1, $2, $3, now())`,
        [h.userId, guild.id, role],
      );
    }
    const onA = await openEventStream(a.url, reader.token);
    const outsiderOnA = await openEventStream(a.url, outsider.token);
    expect([onA.status, outsiderOnA.status]).toEqual([200, 200]);
    try {
      await sleep(200);
      const post = (instance: ServerProcess, text: string) =>
        send(
          instance.url,
          'POST',
          '/api/guilds/chat',
          { text },
          {
            token: writer.token,
            localAddress: writer.address,
          },
        );
      const posted = await post(b, 'hello from B');
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      const event = await onA.next('guild.message', 1000);
      expect(event.data).toMatchObject({ deleted: false, message: { text: 'hello from B' } });
      await expect(outsiderOnA.next(undefined, 300)).rejects.toThrow();
      // A burst of 5 in all, spread over both instances: the sixth is refused by either.
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push((await post(i % 2 ? a : b, `m${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      onA.close();
      outsiderOnA.close();
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
    const keys = await rateLimitKeys(redis, [counted.authRoutes(address)]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain('/api/login');
    expect(Number(await redis.get(keys[0]!))).toBe(AUTH_RATE_LIMIT + 4);
    // The limit on every route counted the same requests in one key of its own.
    const everyRoute = await rateLimitKeys(redis, [counted.address(address)]);
    expect(everyRoute).toHaveLength(1);
    expect(Number(await redis.get(everyRoute[0]!))).toBe(AUTH_RATE_LIMIT + 4);

    const perInstance = await served('/api/login', new Set([address]), AUTH_RATE_LIMIT + 4);
    for (const [i, requests] of perInstance.entries()) {
      const statuses = requests.map((r) => r.statusCode);
      console.log(`instance ${'AB'[i]} answered the burst with ${statuses.join(' ')}`);
      expect(statuses, `instance ${'AB'[i]}`).toContain(429);
    }
  });
  it(`counts the per-player limit (${GAME_RATE_LIMIT}/min) in Redis across both instances`, async () => {
    showNginx();
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const player = await hero('limited', 0);
    // Making the hero already counted (choosing its job): start from what Redis holds.
    const key = async () => (await rateLimitKeys(redis, [counted.player(player.userId)]))[0];
    const counter = await key();
    const before = counter ? Number(await redis.get(counter)) : 0;
    const allowed = GAME_RATE_LIMIT - before;
    const over = 6;
    // Straight to the instances, A B A B …: each sees about half, far below the limit.
    const sent = Array.from({ length: allowed + over }, (_, i) => (i % 2 === 0 ? a : b));
    const answers: HttpAnswer[] = [];
    for (const instance of sent) answers.push(await me(instance.url, player.token, player.address));

    const said = JSON.stringify(answers.map((x) => x.body));
    expect(
      answers.map((x) => x.status),
      said,
    ).toEqual([...Array<number>(allowed).fill(200), ...Array<number>(over).fill(429)]);
    for (const limited of answers.slice(allowed)) {
      expect((limited.body as { message: string }).message).toMatch(
        /^Too many requests\. Try again in \d+ seconds?\.$/,
      );
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    for (const instance of [a, b]) {
      const mine = answers.filter((_, i) => sent[i] === instance);
      const name = instance === a ? 'A' : 'B';
      console.log(`instance ${name} answered ${mine.map((x) => x.status).join(' ')}`);
      expect(mine.length, `instance ${name}`).toBeLessThan(GAME_RATE_LIMIT);
      expect(
        mine.map((x) => x.status),
        `instance ${name}`,
      ).toContain(429);
    }
    // The same through nginx, and one counter in Redis for the player, whoever answered.
    expect((await me(nginx!.url, player.token, player.address)).status).toBe(429);
    expect(Number(await redis.get((await key())!))).toBe(before + allowed + over + 1);
    // A new session is the same player: still limited.
    const again = await login(player, player.password, player.address);
    expect(again.status).toBe(200);
    const newToken = (again.body as { token: string }).token;
    expect((await me(a.url, newToken, player.address)).status).toBe(429);
    // The limit is the player's, not the address's: another player there is served.
    const neighbour = await createHero(nginx!.url, heroName('neighbour', 0), {
      http: { localAddress: player.address },
    });
    identities.add(counted.player(neighbour.userId));
    expect((await me(b.url, neighbour.token, player.address)).status).toBe(200);
  });
});
