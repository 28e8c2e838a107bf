import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import type { Query } from '@demonbane/test-support/read-snapshot';
import { pgliteQuery } from './sql';

/**
 * Opens the server's PGlite files directly (DATA_DIR/pglite), runs `fn`, closes.
 * Only while no server runs on the directory: PGlite is single-process.
 */
export async function withPgliteDir<T>(dataDir: string, fn: (query: Query) => Promise<T>) {
  const db = new PGlite(join(dataDir, 'pglite'));
  await db.waitReady;
  try {
    return await fn(pgliteQuery(db));
  } finally {
    await db.close();
  }
}
