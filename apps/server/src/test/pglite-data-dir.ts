import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { openDatabase } from '../db/open-database';
import { MIGRATIONS_FOLDER } from '../paths';

const made: string[] = [];
// Registered first, so it runs after the file's other teardown (databases closed).
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new, empty temporary DATA_DIR, removed after the test file. */
export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'demonbane-data-'));
  made.push(dir);
  return dir;
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
