import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream } from '@demonbane/test-support/event-stream-client';
import { createDatabase, type FreshDatabase } from './support/database';
import { freePort } from '@demonbane/test-support/free-port';
import { createHero, heroName } from './support/heroes';
import { sleep } from './support/random';
import { startServer, type ServerProcess } from './support/server-process';

const STREAMS = 1000;
const HEROES = 10;
const BUDGET_MB = 100;

/** The server process's resident memory, from the kernel. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/**
 * What an idle player costs the server: a thousand open event streams (a hundred
 * tabs each for ten players) on one instance must stay under 100 MB of resident memory.
 */
describe(`${STREAMS} idle event streams`, () => {
  let database: FreshDatabase;
  let server: ServerProcess;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    database = await createDatabase('streams');
    server = await startServer({
      port: await freePort(),
      name: 'streams',
      env: {
        DATABASE_URL: database.url,
        JWT_SECRET: 'chaos-streams-secret-long-enough-for-hs256',
        GAME_RATE_LIMIT_PER_MINUTE: '0',
        ADDRESS_RATE_LIMIT_PER_MINUTE: '0',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        EVENTS_HEARTBEAT_SECONDS: '2',
        // A hundred tabs per player, all from this machine: far past the usual limits.
        EVENTS_MAX_PER_SESSION: String(STREAMS),
        EVENTS_MAX_PER_ACCOUNT: String(STREAMS),
        EVENTS_MAX_PER_ADDRESS: String(STREAMS),
        EVENTS_MAX_STREAMS: String(STREAMS),
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
      },
    });
  });

  afterAll(async () => {
    for (const s of streams) s.close();
    await server?.stop('SIGTERM');
    await database?.drop();
  });

  it(`cost under ${BUDGET_MB} MB of resident memory, and each still beats`, async () => {
    const heroes: Awaited<ReturnType<typeof createHero>>[] = [];
    for (let i = 0; i < HEROES; i++) heroes.push(await createHero(server.url, heroName('idle', i)));
    // Warm the server up as a player would before measuring: one stream opened and closed.
    (await openEventStream(server.url, heroes[0]!.token)).close();
    await sleep(1000);
    const before = rssMb(server.pid);
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          openEventStream(server.url, heroes[(i + j) % HEROES]!.token),
        ),
      );
      for (const s of batch) expect(s.status).toBe(200);
      streams.push(...batch);
    }
    // Two heartbeats' worth of idling.
    await sleep(4500);
    const after = rssMb(server.pid);
    console.log(
      `RSS ${before.toFixed(1)} MB → ${after.toFixed(1)} MB with ${STREAMS} streams ` +
        `(${(((after - before) * 1024) / STREAMS).toFixed(1)} KB a stream)`,
    );
    expect(after - before).toBeLessThan(BUDGET_MB);
    expect(streams.every((s) => s.heartbeats >= 1)).toBe(true);
  });
});
