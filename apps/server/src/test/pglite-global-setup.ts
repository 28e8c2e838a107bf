import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';
import { MIGRATIONS_FOLDER } from '../paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates one in-memory PGlite for the whole run and dumps it: every test file
 * starts from a copy instead of replaying the migrations (the slowest part of a
 * PGlite test file). The migrations themselves still run here, on every run.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ dataDir: 'memory://', migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await handle.dump!();
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'demonbane-pglite-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, dump);
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
