import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Query } from '@demonbane/test-support/read-snapshot';

/**
 * The snapshot's query function over either database, so the same checks read
 * PostgreSQL (while the server runs) and a PGlite directory (after it stopped).
 */
export function pgQuery(client: pg.Client): Query {
  return async <T>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows as T[];
}

export function pgliteQuery(db: PGlite): Query {
  return async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows;
}
