import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { join, resolve } from 'node:path';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';
import { lockDataDir } from './pglite-lock';
import { PgliteWorkerClient } from './pglite-worker-client';

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite directory; `memory://` (tests) keeps it in memory and skips the lock. */
  dataDir: string;
  poolSize?: number;
  migrationsFolder: string;
  /** PGlite only: start from this dump (a migrated template) instead of an empty database. */
  pgliteTemplate?: Uint8Array | undefined;
}

// An arbitrary constant: every instance migrating at once waits on this lock in turn.
const MIGRATION_LOCK_ID = 4_242_001;

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.poolSize ?? 20, opts.migrationsFolder);
  return openPglite(opts.dataDir, opts.migrationsFolder, opts.pgliteTemplate);
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

async function openPglite(dataDir: string, migrationsFolder: string, template?: Uint8Array) {
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(resolve(dataDir));
  try {
    // PGlite runs on its own thread so a busy database never stalls the HTTP server.
    const client = await PgliteWorkerClient.start({
      ...(inMemory ? {} : { dataDir: join(resolve(dataDir), 'pglite') }),
      ...(template ? { loadDataDir: template } : {}),
    });
    // drizzle-orm/pglite only calls query, exec and transaction, which the worker client has.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder }).catch(async (err: unknown) => {
      await client.close();
      throw err;
    });
    return {
      db: db as unknown as Database,
      kind: 'pglite' as const,
      dump: () => client.dump(),
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
