import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * One way to run SQL on either database, so the same invariant checks read
 * PostgreSQL (while the server runs) and a PGlite directory (after it stopped).
 */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export function pgQuery(client: pg.Client): Query {
  return async <T>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows as T[];
}

export function pgliteQuery(db: PGlite): Query {
  return async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows;
}
