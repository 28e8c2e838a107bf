import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { join, resolve } from 'node:path';
import {
  CHANNELS,
  type Channel,
  type ChannelListener,
  type Database,
  type DatabaseHandle,
} from './database';
import { lockDataDir, type DataDirLock } from './pglite-lock';
import { PgliteWorkerClient } from './pglite-worker-client';
import { QueryTimer } from './query-timer';
import { timedClientClass } from './timed-pg-client';

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite directory; `memory://` (tests) keeps it in memory and skips the lock. */
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL only: how its connections are named in pg_stat_activity (GAME_APPLICATION_NAME
   * by default): a restore looks for the game's there.
   */
  applicationName?: string;
  migrationsFolder: string;
  /** PGlite only: start from this dump (a migrated template) instead of an empty database. */
  pgliteTemplate?: Uint8Array | undefined;
  /** PGlite only: PostgreSQL's page cache in MB (DEFAULT_PGLITE_SHARED_BUFFERS_MB when unset). */
  pgliteSharedBuffersMb?: number | undefined;
}

/** The name the game's PostgreSQL connections carry. */
export const GAME_APPLICATION_NAME = 'demonbane';
/** The operator's tools' connections: apart from the game's. */
export const ADMIN_APPLICATION_NAME = 'demonbane-admin';

// An arbitrary constant: every instance migrating at once waits on this lock in turn.
const MIGRATION_LOCK_ID = 4_242_001;

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl)
    return openPostgres(
      opts.databaseUrl,
      opts.poolSize ?? 20,
      opts.migrationsFolder,
      opts.applicationName ?? GAME_APPLICATION_NAME,
    );
  return openPglite(opts);
}

async function openPostgres(
  url: string,
  poolSize: number,
  migrationsFolder: string,
  applicationName: string,
) {
  const queryTimes = new QueryTimer();
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    max: poolSize,
    Client: timedClientClass(queryTimes),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    instruments: {
      // The pool's own counters: a scrape costs no query.
      usage: () => ({
        kind: 'postgres' as const,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: poolSize,
      }),
      observeQueryTimes: (observe: (seconds: number) => void) => queryTimes.observe(observe),
    },
    listen: (channel: Channel, listener: ChannelListener) =>
      listenPostgres(url, applicationName, channel, listener),
    close: once(() => pool.end()),
  };
}

const RECONNECT_MS = 1000;

/**
 * A connection of its own that only LISTENs. When it drops, the listener hears
 * `down` (it may miss messages now) and the connection is made again every second
 * until it works, then `up`.
 */
async function listenPostgres(
  url: string,
  applicationName: string,
  channel: Channel,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    listener.down();
    client.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(schedule), RECONNECT_MS);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, application_name: applicationName });
    client.on('notification', (n) => {
      if (n.channel === channel) listener.message(n.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (stopped) return void (await client.end());
    current = client;
    listener.up();
  };
  await connect().catch(() => {
    listener.down();
    schedule();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

async function openPglite({
  dataDir,
  migrationsFolder,
  pgliteTemplate: template,
  pgliteSharedBuffersMb,
}: OpenDatabaseOptions) {
  const inMemory = dataDir.startsWith('memory://');
  const lock: DataDirLock | undefined = inMemory ? undefined : await lockDataDir(resolve(dataDir));
  const unlock = async () => lock?.release();
  try {
    // PGlite runs on its own thread so a busy database never stalls the HTTP server.
    const client = await PgliteWorkerClient.start({
      ...(inMemory ? {} : { dataDir: join(resolve(dataDir), 'pglite') }),
      ...(template ? { loadDataDir: template } : {}),
      ...(pgliteSharedBuffersMb ? { sharedBuffersMb: pgliteSharedBuffersMb } : {}),
      listen: [...CHANNELS],
    });
    // drizzle-orm/pglite only calls query, exec and transaction, which the worker client has.
    const db = drizzlePglite(client as unknown as PGlite);
    await migratePglite(db, { migrationsFolder }).catch(async (err: unknown) => {
      await client.close();
      throw err;
    });
    return {
      db: db as unknown as Database,
      kind: 'pglite' as const,
      instruments: {
        usage: () => ({ kind: 'pglite' as const, queued: client.queueDepth }),
        observeQueryTimes: (observe: (seconds: number) => void) =>
          client.queryTimes.observe(observe),
      },
      dump: () => client.dump(),
      ...(lock ? { lock } : {}),
      // One process, one database: the worker's LISTEN never drops.
      listen: async (channel: Channel, listener: ChannelListener) => {
        const stop = client.onNotification(channel, (payload) => listener.message(payload));
        listener.up();
        return async () => void stop();
      },
      close: once(async () => {
        await client.close();
        await unlock();
      }),
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}

/** Closing twice (a test's own close, then its teardown) must be harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
