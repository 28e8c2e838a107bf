import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { join, resolve } from 'node:path';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';
import { lockDataDir } from './pglite-lock';

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite directory; `memory://` (tests) keeps it in memory and skips the lock. */
  dataDir: string;
  poolSize?: number;
  migrationsFolder: string;
}

// An arbitrary constant: every instance migrating at once waits on this lock in turn.
const MIGRATION_LOCK_ID = 4_242_001;

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.poolSize ?? 20, opts.migrationsFolder);
  return openPglite(opts.dataDir, opts.migrationsFolder);
}

async function openPostgres(url: string, poolSize: number, migrationsFolder: string) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    close: once(() => pool.end()),
  };
}

async function openPglite(dataDir: string, migrationsFolder: string) {
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(resolve(dataDir));
  try {
    const client = inMemory ? new PGlite() : new PGlite(join(resolve(dataDir), 'pglite'));
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite' as const,
      close: once(async () => {
        await client.close();
        unlock();
      }),
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Closing twice (a test's own close, then its teardown) must be harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
