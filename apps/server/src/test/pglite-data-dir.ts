import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/open-database';
import { MIGRATIONS_FOLDER } from '../paths';

/** A new, empty temporary DATA_DIR. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'demonbane-data-'));
}

/**
 * Opens PGlite on a real directory as the server does (taking its lock); a new one
 * starts from the run's migrated template so no migration has to run.
 */
export function openPgliteDir(dataDir: string) {
  const isNew = !existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  return openDatabase({
    dataDir,
    pgliteTemplate: isNew ? readFileSync(inject('pgliteTemplatePath')) : undefined,
    migrationsFolder: MIGRATIONS_FOLDER,
  });
}
