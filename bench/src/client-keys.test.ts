import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { huntApi } from '@demonbane/shared/hunt-api';
import { userApi } from '@demonbane/shared/user-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameClient } from './game-client';
import type { BenchHero } from './hero-setup';
import { huntScenario, shopScenario, userScenario } from './http-scenarios';
import { runLoad } from './load-run';
import { KeepAliveClient } from './loop-http';
import { LoopTally } from './loop-tally';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HERO: BenchHero = { userId: 'u1', username: 'bench_00000', token: 't', job: 'warrior' };

/** What reached the server: each request's path and its Idempotency-Key headers as sent. */
interface Seen {
  path: string;
  keys: { name: string; value: string }[];
}

let server: Server;
let url: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const keys: Seen['keys'] = [];
    // rawHeaders keeps the spelling the client sent (headers lowercases it).
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i]!.toLowerCase() === 'idempotency-key') {
        keys.push({ name: req.rawHeaders[i]!, value: req.rawHeaders[i + 1]! });
      }
    }
    seen.push({ path: req.url ?? '', keys });
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function expectFreshKeys(requests: readonly Seen[]): void {
  expect(requests.length).toBeGreaterThan(1);
  for (const r of requests) {
    expect(r.keys).toHaveLength(1);
    expect(r.keys[0]!.name).toBe('Idempotency-Key');
    expect(r.keys[0]!.value).toMatch(UUID);
  }
  expect(new Set(requests.map((r) => r.keys[0]!.value)).size).toBe(requests.length);
}

describe('the player loop’s client', () => {
  async function play(sendKeys: boolean): Promise<Seen[]> {
    seen = [];
    const http = new KeepAliveClient(url, 1);
    const client = new GameClient(http, new LoopTally(), HERO, () => false, sendKeys);
    try {
      await client.post('hunt-attack', huntApi.attack, {});
      await client.post('hunt-attack', huntApi.attack, {});
      await client.post('user', userApi.user, {});
    } finally {
      http.close();
    }
    return seen;
  }

  it('client-true: a fresh key on every call to a route that accepts one, none elsewhere', async () => {
    const requests = await play(true);
    expectFreshKeys(requests.filter((r) => r.path === '/api/hunt/hunt-attack'));
    expect(requests.find((r) => r.path === '/api/user')?.keys).toEqual([]);
  });

  it('best case: no key at all', async () => {
    const requests = await play(false);
    expect(requests).toHaveLength(3);
    for (const r of requests) expect(r.keys).toEqual([]);
  });
});

describe('the autocannon scenarios', () => {
  /** The scenario's requests that reached the server (one left over from the run before is not). */
  async function load(requests: Parameters<typeof runLoad>[0]['requests']): Promise<Seen[]> {
    seen = [];
    await runLoad({ url, connections: 1, seconds: 1, requests });
    return seen.filter((r) => r.path === requests[0]!.path);
  }

  it('client-true: battle rounds and purchases each carry a fresh key; POST /user none', async () => {
    expectFreshKeys(await load(huntScenario([HERO], true).requests));
    expectFreshKeys(await load(shopScenario([HERO], true).requests));
    const user = await load(userScenario([HERO], true).requests);
    expect(user.length).toBeGreaterThan(0);
    for (const r of user) expect(r.keys).toEqual([]);
  });

  it('best case: battle rounds carry no key', async () => {
    const requests = await load(huntScenario([HERO], false).requests);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(r.keys).toEqual([]);
  });
});
