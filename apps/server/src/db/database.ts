import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one database type services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle given to a transaction callback; same query API as Database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or a transaction: what a repository function accepts. */
export type Queryable = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a dump (tests start from a migrated one). */
  dump?(): Promise<Uint8Array>;
}

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres)
 * answer with `{ rows }`; the shared PgDatabase type does not say so.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
