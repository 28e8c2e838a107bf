import { sql, type SQL } from 'drizzle-orm';
import type { Query } from '@demonbane/test-support/read-snapshot';
import { queryRows, type Database } from '../../db/database';

/**
 * The snapshot reader's query function over Drizzle, whichever driver is behind
 * it: each `$n` in the text becomes a bound parameter.
 */
export function drizzleQuery(db: Database): Query {
  return <T>(text: string, params: unknown[] = []) => {
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part)));
    return queryRows<T>(db, sql.join(chunks));
  };
}
