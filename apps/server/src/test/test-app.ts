import type { Writable } from 'node:stream';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv, type Env } from '../config/env';
import { openDatabase } from '../db/open-database';
import type { DatabaseHandle } from '../db/database';
import { buildApp } from '../app';
import { MIGRATIONS_FOLDER } from '../paths';
import { cryptoFairSeeds, cryptoSeed, type FreshFairSeeds } from '../infra/actions/random';
import type { Seed } from '@demonbane/game/rng';
import { createFreshDatabase } from './fresh-database';
import { pgliteTemplateFor } from './pglite-data-dir';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  /** Move the injected clock (for rate-limit windows, expiries and timers). */
  clock: { now: Date; advance(seconds: number): void };
  /** Seeds handed out next, in order; crypto seeds once it is empty. */
  seeds: Seed[];
  /** Provably fair seeds handed out next (a new hero's, a rotation's); crypto once empty. */
  fairSeeds: FreshFairSeeds[];
  /** The PostgreSQL database it runs on (undefined on PGlite). */
  databaseUrl?: string;
}

export interface TestAppOptions {
  /** PostgreSQL connections (PGlite has one). */
  poolSize?: number;
  /**
   * On PostgreSQL, a database made for this file alone and dropped after it, instead of
   * the run's shared one (PGlite is already one database per file): for a file whose
   * global sweeps, on its own clock, must neither touch nor be touched by other files' rows.
   */
  ownDatabase?: boolean;
  /**
   * A second server instance on the database of `sameDatabaseAs`: on PostgreSQL a pool
   * of its own to the same database, as another process would have; on PGlite (one
   * process owns a database) the same handle. Closed with the first.
   */
  sameDatabaseAs?: TestApp;
  /**
   * PGlite only: a real data directory, opened as the server opens it (its lock taken),
   * instead of memory; a new one starts from the run's migrated template.
   */
  dataDir?: string;
  /** Serve the built web app from the env's WEB_DIST too (off: API tests need none). */
  serveWeb?: boolean;
  /** Where the app's log lines go (at `info`, unless LOG_LEVEL is overridden); none without it. */
  logStream?: Writable;
}

/**
 * Builds the real application on a real database: in-memory PGlite, or the run's
 * fresh PostgreSQL database when the project is `server-postgres`. Closed after the file.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  {
    poolSize = 10,
    ownDatabase = false,
    sameDatabaseAs,
    dataDir,
    serveWeb = false,
    logStream,
  }: TestAppOptions = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: logStream ? 'info' : 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    LOGIN_SLOW_AFTER_FAILURES_PER_ACCOUNT: '100000',
    // Off by default: the suites play far faster than a human; limits.test.ts turns them on.
    GAME_RATE_LIMIT_PER_MINUTE: '0',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '0',
    ...envOverrides,
  });
  const sharedUrl = process.env.TEST_DB === 'postgres' ? inject('databaseUrl') : undefined;
  const own =
    sharedUrl && ownDatabase && !sameDatabaseAs
      ? await createFreshDatabase(sharedUrl, 'file')
      : undefined;
  const databaseUrl = sameDatabaseAs ? sameDatabaseAs.databaseUrl : (own?.url ?? sharedUrl);
  const reused = sameDatabaseAs && !databaseUrl ? sameDatabaseAs.database : undefined;
  const database =
    reused ??
    (await openDatabase({
      databaseUrl,
      dataDir: dataDir ?? 'memory://',
      // PGlite files start from the run's migrated template (see pglite-global-setup.ts).
      pgliteTemplate: databaseUrl ? undefined : pgliteTemplateFor(dataDir ?? 'memory://'),
      poolSize,
      migrationsFolder: MIGRATIONS_FOLDER,
    }));
  const clock = {
    now: new Date('2026-11-21T12:00:00Z'),
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
  const seeds: Seed[] = [];
  const fairSeeds: FreshFairSeeds[] = [];
  const app = await buildApp({
    env,
    db: database.db,
    listen: database.listen,
    instruments: database.instruments,
    jwtSecret: TEST_JWT_SECRET,
    now: () => clock.now,
    seed: () => seeds.shift() ?? cryptoSeed(),
    fairSeeds: () => fairSeeds.shift() ?? cryptoFairSeeds(),
    serveWeb,
    ...(logStream ? { logStream } : { logger: false }),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (!reused) await database.close();
    await own?.drop();
  });
  return { app, database, env, clock, seeds, fairSeeds, ...(databaseUrl ? { databaseUrl } : {}) };
}
