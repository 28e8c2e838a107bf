import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Auditor } from './support/auditor';
import { loadCatalogue } from './support/catalogue';
import { loadThenKill } from './support/crash-cycle';
import { EconomyPlayer } from './support/economy-player';
import { freePort } from '@demonbane/test-support/free-port';
import { createHero, heroName, type Hero } from './support/heroes';
import { send } from './support/http-client';
import { Journal } from './support/journal';
import { withPgliteDir } from './support/pglite-dir';
import { fillPurses } from './support/purses';
import { between } from './support/random';
import { startServer, type ServerProcess } from './support/server-process';
import { readSnapshot } from '@demonbane/test-support/read-snapshot';

const KILLS = Number(process.env.CHAOS_PGLITE_KILLS ?? 5);
const PLAYERS = 5;

/**
 * PGlite (the default, no DATABASE_URL) survives a SIGKILL: after each kill the
 * files are opened with PGlite directly, exactly as the crash left them, and must
 * hold every write the server acknowledged and the same invariants as on
 * PostgreSQL; then the server starts again on the same DATA_DIR (the dead server's
 * lock went with its process) and serves the next round of load.
 */
describe('SIGKILL under load on PGlite', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let start: () => Promise<ServerProcess>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'demonbane-chaos-pglite-'));
    const port = await freePort();
    const env = {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      JWT_SECRET: 'chaos-secret-chaos-secret-chaos-secret-42',
      LOG_LEVEL: 'warn',
      FORGE_TIME_SCALE: '0.001',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      LOGIN_MAX_FAILURES_PER_IP: '10000',
      // Every player here sends from 127.0.0.1, back to back, as fast as the server
      // answers: the per-player (300/min) and per-address (1200/min) request limits
      // would refuse some of the load with 429s, which this test counts as failures.
      // They are not what it tests (scale-out.test.ts does), so they are off.
      GAME_RATE_LIMIT_PER_MINUTE: '0',
      ADDRESS_RATE_LIMIT_PER_MINUTE: '0',
    };
    start = () => startServer({ port, env, name: 'server on PGlite' });
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the server and proves it serves the stored data (a hero, by its token). */
  async function startAndRead(hero: Hero): Promise<ServerProcess> {
    const s = await start();
    const me = await send(s.url, 'POST', '/api/user', {}, { token: hero.token });
    expect(me.status, 'an authenticated read after the start').toBe(200);
    return s;
  }

  it(`keeps every acknowledged write across ${KILLS} kills and reopens each time`, async () => {
    onTestFailed(() => console.log(server?.lines.slice(-30).join('\n')));
    server = await start();
    const heroes = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) => createHero(server!.url, heroName('plkill', i))),
    );
    const catalogue = await loadCatalogue(server.url, heroes[0]!);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const journal = new Journal();
    const auditor = await withPgliteDir(dataDir, async (query) => {
      const ids = heroes.map((h) => h.userId);
      await fillPurses(query, ids, 2_000_000, 20_000);
      return new Auditor(catalogue, journal, await readSnapshot(query));
    });
    const players = heroes.map((h) => new EconomyPlayer(h));
    const started = Date.now();

    for (let cycle = 1; cycle <= KILLS; cycle++) {
      server = await startAndRead(heroes[cycle % PLAYERS]!);
      const killAfterMs = between(200, 1000);
      await loadThenKill({ server, players, journal, catalogue, cycle, killAfterMs });
      server = undefined;
      // The lock died with the process (a socket the kernel frees): the next start takes it.

      const violations = await withPgliteDir(dataDir, async (query) =>
        auditor.audit(await readSnapshot(query), cycle),
      );
      const c = journal.counts(cycle);
      console.log(
        `PGlite kill ${cycle}/${KILLS} after ${killAfterMs} ms: ${c.ack} acknowledged, ` +
          `${c.refused} refused, ${c.uncertain} in flight; ${violations.length} violations`,
      );
      expect(violations, `after kill ${cycle}`).toEqual([]);
      expect(c.ack, 'acknowledged writes before the kill').toBeGreaterThan(0);
    }

    // The server starts after the last kill too (as it did after each earlier one).
    server = await startAndRead(heroes[0]!);
    const total = journal.counts();
    console.log(
      `${KILLS} PGlite kills in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${total.ack} acknowledged, ${total.refused} refused, ${total.uncertain} in flight`,
    );
    expect(journal.unexpected).toEqual([]);
  });
});
