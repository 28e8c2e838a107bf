import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DataDirLock } from './pglite-lock';

/**
 * The one database type services use, whichever driver is behind it. Made without the
 * schema: nothing uses drizzle's relational queries, and with a schema every transaction
 * and savepoint builds a query builder per table.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The handle given to a transaction callback; same query API as Database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or a transaction: what a repository function accepts. */
export type Queryable = Database | Tx;

/** What a LISTEN subscriber hears: messages, and whether it may have missed some. */
export interface ChannelListener {
  message(payload: string): void;
  /** Listening (again): from now on every message arrives. */
  up(): void;
  /** The connection was lost: messages may be missed until the next `up`. */
  down(): void;
}

/** The channels a database delivers (PGlite must know them when it starts). */
export const CHANNELS = ['session_ended', 'notification', 'guild'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What the connection holds right now: read by the metrics, without a query. */
export type DatabaseUsage =
  | {
      kind: 'postgres';
      /** Open connections, idle ones among them, callers waiting for one, and the most allowed. */
      total: number;
      idle: number;
      waiting: number;
      max: number;
    }
  | {
      kind: 'pglite';
      /** Calls queued for the one PGlite session behind a running statement or transaction. */
      queued: number;
    };

/** The database's side of the metrics (infra/plugins/metrics.ts). */
export interface DatabaseInstruments {
  usage(): DatabaseUsage;
  /** Calls `observe` with every statement's round trip in seconds; returns a stop. */
  observeQueryTimes(observe: (seconds: number) => void): () => void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  instruments: DatabaseInstruments;
  /** LISTEN on a channel (PostgreSQL: its own connection, reconnected when lost); returns a stop. */
  listen(channel: Channel, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a dump (tests start from a migrated one). */
  dump?(): Promise<Uint8Array>;
  /** PGlite on disk only: the directory's lock, whose socket also takes operator requests. */
  lock?: DataDirLock;
}

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres)
 * answer with `{ rows }`; the shared PgDatabase type does not say so.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
