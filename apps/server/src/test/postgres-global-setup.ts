import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';
import { MIGRATIONS_FOLDER } from '../paths';
import { createFreshDatabase } from './fresh-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * Each run of the PostgreSQL project gets its own fresh database, created from
 * TEST_DATABASE_URL, migrated once, and dropped at the end.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const fresh = await createFreshDatabase(base, 'test');
  const handle = await openDatabase({
    databaseUrl: fresh.url,
    dataDir: 'unused',
    migrationsFolder: MIGRATIONS_FOLDER,
    poolSize: 2,
  });
  await handle.close();
  project.provide('databaseUrl', fresh.url);

  return fresh.drop;
}
