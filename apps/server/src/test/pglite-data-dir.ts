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
 * The run's migrated PGlite (see pglite-global-setup.ts), for a database that has
 * none yet: in memory, or a directory PGlite has not made. Undefined otherwise.
 */
export function pgliteTemplateFor(dataDir: string): Uint8Array | undefined {
  const made =
    !dataDir.startsWith('memory://') && existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  return made ? undefined : readFileSync(inject('pgliteTemplatePath'));
}

/** Opens PGlite on a real directory as the server does, taking its lock. */
export function openPgliteDir(dataDir: string) {
  return openDatabase({
    dataDir,
    pgliteTemplate: pgliteTemplateFor(dataDir),
    migrationsFolder: MIGRATIONS_FOLDER,
  });
}
