import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream } from '@demonbane/test-support/event-stream-client';
import { createDatabase, type FreshDatabase } from './support/database';
import { freePort } from '@demonbane/test-support/free-port';
import { send } from './support/http-client';
import { createHero, heroName, PASSWORD, type Hero } from './support/heroes';
import { startServer, type ServerProcess } from './support/server-process';

const OPEN_FILES = 512;
// The server holds at most half its open-file limit in streams.
const CEILING = OPEN_FILES / 2;
const HEROES = 5;
const PER_HERO = 80;
const IN_FLIGHT = 40;

/** The server process's open file descriptors, from the kernel. */
const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** How long one call takes, and its status. */
async function timed(call: () => Promise<{ status: number }>) {
  const started = performance.now();
  const { status } = await call();
  return { status, ms: performance.now() - started };
}

/**
 * A flood of event streams past what the process may hold, as an attacker with a few
 * accounts would send: the server keeps to its ceiling (half its open-file limit), refuses
 * the rest with 503 without keeping their sockets, and health checks and logins still
 * answer at once.
 */
describe(`a flood of event streams on a server limited to ${OPEN_FILES} open files`, () => {
  let database: FreshDatabase;
  let server: ServerProcess;
  const streams: OpenStream[] = [];
  const heroes: Hero[] = [];

  beforeAll(async () => {
    database = await createDatabase('flood');
    server = await startServer({
      port: await freePort(),
      name: 'flood',
      openFiles: OPEN_FILES,
      env: {
        DATABASE_URL: database.url,
        JWT_SECRET: 'chaos-flood-secret-long-enough-for-hs256-0',
        GAME_RATE_LIMIT_PER_MINUTE: '0',
        ADDRESS_RATE_LIMIT_PER_MINUTE: '0',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // Only the process's ceiling is under test: the per-client limits stand aside.
        EVENTS_MAX_PER_SESSION: '1000',
        EVENTS_MAX_PER_ACCOUNT: '1000',
        EVENTS_MAX_PER_ADDRESS: '1000',
        LOG_LEVEL: 'info',
        REDIS_URL: '',
      },
    });
    for (let i = 0; i < HEROES; i++) {
      heroes.push(await createHero(server.url, heroName('flood', i), { job: false }));
    }
  });

  afterAll(async () => {
    for (const s of streams) s.close();
    await server?.stop('SIGTERM');
    await database?.drop();
  });

  it('keeps to its ceiling, refuses the rest with 503, and still answers health and login within 1 s', async () => {
    expect(
      server.lines.some((l) => l.includes(`event streams: at most ${CEILING} open at once`)),
    ).toBe(true);
    // A stream, or 0 when the connection was dropped before any answer: past its open-file
    // limit the kernel cannot hand the server more sockets, and Node sheds those it cannot take.
    const attempt = (hero: Hero) =>
      openEventStream(server.url, hero.token).then(
        (s) => (streams.push(s), s),
        () => ({ status: 0, headers: new Headers() }) as const,
      );
    const attempts = heroes.flatMap((hero) => Array.from({ length: PER_HERO }, () => hero));

    // What the attacker sent: a loop, a few dozen connections in flight at a time.
    const first: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let i = 0; i < attempts.length; i += IN_FLIGHT) {
      first.push(...(await Promise.all(attempts.slice(i, i + IN_FLIGHT).map(attempt))));
    }
    expect(first.filter((s) => s.status === 200)).toHaveLength(CEILING);
    const refused = first.filter((s) => s.status !== 200);
    expect(new Set(refused.map((s) => s.status))).toEqual(new Set([503]));
    expect(refused[0]!.headers.get('retry-after')).toBe('30');

    // Then all at once, more than the descriptors left: none is taken, and whatever the
    // server could not even accept is dropped, never held.
    const burst = await Promise.all(attempts.map(attempt));
    expect(burst.filter((s) => s.status !== 503 && s.status !== 0)).toEqual([]);
    const held = descriptors(server.pid);
    console.log(
      `${held} descriptors open with ${CEILING} streams (limit ${OPEN_FILES}); ` +
        `of a burst of ${burst.length}, ${burst.filter((s) => s.status === 0).length} dropped`,
    );
    expect(held).toBeLessThan(OPEN_FILES);

    const health = await timed(() => send(server.url, 'GET', '/api/health', undefined));
    const login = await timed(() =>
      send(server.url, 'POST', '/api/login', { username: heroes[0]!.username, password: PASSWORD }),
    );
    console.log(`health ${health.ms.toFixed(0)} ms, login ${login.ms.toFixed(0)} ms`);
    expect(health).toMatchObject({ status: 200 });
    expect(login).toMatchObject({ status: 200 });
    expect(health.ms).toBeLessThan(1000);
    expect(login.ms).toBeLessThan(1000);
    expect(descriptors(server.pid)).toBeLessThan(OPEN_FILES);

    // Streams that end free their places for others.
    for (const s of streams.filter((s) => s.status === 200).slice(0, 10)) s.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = await openEventStream(server.url, heroes[1]!.token);
    streams.push(later);
    expect(later.status).toBe(200);
  });
});
