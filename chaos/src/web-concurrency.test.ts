import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf } from '@demonbane/test-support/process-tree';
import { createDatabase, type FreshDatabase } from './support/database';
import { freePort } from '@demonbane/test-support/free-port';
import { createHero, heroName, type Hero } from './support/heroes';
import { send } from './support/http-client';
import { sleep } from './support/random';
import { startServer, type ServerProcess } from './support/server-process';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor<T>(what: string, probe: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The summed count of answered POST /api/user requests in the primary's metrics. */
async function userRequestsCounted(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('demonbane_http_request_duration_seconds_count{'))
    .filter((l) => l.includes('route="/api/user"') && l.includes('status_code="200"'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

/**
 * WEB_CONCURRENCY=2 on PostgreSQL: one primary forks two servers sharing the port,
 * replaces one that is killed, sums their metrics, and takes them down on SIGTERM.
 */
describe('WEB_CONCURRENCY=2', () => {
  let database: FreshDatabase;
  let server: ServerProcess;
  let metricsUrl: string;
  let hero: Hero;

  beforeAll(async () => {
    database = await createDatabase('cluster');
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    server = await startServer({
      port: await freePort(),
      name: 'cluster',
      env: {
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        METRICS_PORT: String(metricsPort),
        JWT_SECRET: 'chaos-cluster-secret-long-enough-for-hs256',
        GAME_RATE_LIMIT_PER_MINUTE: '0',
        ADDRESS_RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
      },
    });
    hero = await createHero(server.url, heroName('cluster', 0));
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  // A connection of its own each time: the primary deals connections out in turn.
  const userCall = () =>
    send(
      server.url,
      'POST',
      '/api/user',
      { userId: hero.userId },
      { token: hero.token, agent: new Agent({ keepAlive: false }) },
    );

  it('serves one port from two processes, replaces a killed one, and stops them all', async () => {
    const workers = await waitFor('two server processes', () => {
      const c = childrenOf(server.pid);
      return c.length === 2 ? c : undefined;
    });

    const before = await userRequestsCounted(metricsUrl);
    for (let i = 0; i < 20; i++) expect((await userCall()).status).toBe(200);
    // The metrics listener sums both processes' registries.
    expect((await userRequestsCounted(metricsUrl)) - before).toBe(20);

    process.kill(workers[0]!, 'SIGKILL');
    await waitFor('the killed process to be gone', () => (isAlive(workers[0]!) ? undefined : true));
    // The other process serves while the primary starts a replacement.
    for (let i = 0; i < 4; i++) expect((await userCall()).status).toBe(200);
    const replaced = await waitFor('a replacement process', () => {
      const c = childrenOf(server.pid);
      return c.length === 2 && !c.includes(workers[0]!) ? c : undefined;
    });
    expect(replaced).toContain(workers[1]);
    for (let i = 0; i < 6; i++) expect((await userCall()).status).toBe(200);

    const exit = await server.stop('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    for (const pid of replaced) expect(isAlive(pid)).toBe(false);
  });
});
