import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Seed } from '@demonbane/game/rng';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { openDatabase } from '../../db/open-database';
import type { Database } from '../../db/database';
import { MIGRATIONS_FOLDER } from '../../paths';
import { cryptoSeed } from '../../services/random';
import { TEST_JWT_SECRET } from '../test-app';

export interface EconomyApp {
  app: FastifyInstance;
  db: Database;
  clock: { now: Date; advance(seconds: number): void };
  /** Seeds handed to the next forge or draw, in order; crypto seeds once empty. */
  seeds: Seed[];
}

/**
 * The real application, like createTestApp, but on a database no other test file
 * writes to. The model replays the bazaar's global expiry sweep with its own clock:
 * on the run's shared PostgreSQL database that sweep would end other files'
 * listings, and their sweeps (on their clocks) would end ours. PGlite is already
 * one database per file; on PostgreSQL a database is made for this file and dropped.
 */
export async function createEconomyApp(): Promise<EconomyApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
  });
  const privateDb = process.env.TEST_DB === 'postgres' ? await createPrivateDatabase() : undefined;
  const database = await openDatabase({
    databaseUrl: privateDb?.url,
    dataDir: 'memory://',
    // PGlite files start from the run's migrated template (see pglite-global-setup.ts).
    pgliteTemplate: privateDb ? undefined : readFileSync(inject('pgliteTemplatePath')),
    poolSize: 4,
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  const clock = {
    now: new Date('2026-11-21T12:00:00Z'),
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
  const seeds: Seed[] = [];
  const app = await buildApp({
    env,
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    now: () => clock.now,
    seed: () => seeds.shift() ?? cryptoSeed(),
    serveWeb: false,
    logger: false,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await privateDb?.drop();
  });
  return { app, db: database.db, clock, seeds };
}

async function createPrivateDatabase() {
  const shared = inject('databaseUrl');
  const name = `demonbane_economy_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
