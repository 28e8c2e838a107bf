import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/open-database';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/database';
import type { ServerBuild } from './repo-paths';

/**
 * Where the benchmark's data lives: a fresh PGlite directory, or a fresh database
 * created for the run on the given PostgreSQL server (dropped at the end).
 */
export interface DatabaseTarget {
  kind: 'pglite' | 'postgres';
  /** e.g. "PostgreSQL 16.4" or "PGlite 0.5.16". */
  version: string;
  /** DATA_DIR / DATABASE_URL for the server process. */
  serverEnv: Record<string, string>;
  /**
   * PGlite allows one process per directory: the server must be stopped before
   * the harness opens it (PostgreSQL takes both at once).
   */
  exclusive: boolean;
  /** The benchmark's database, opened in this process (setup shortcuts). */
  open(): Promise<DatabaseHandle>;
  /**
   * Freezes the database as it is now for the database-only run: PGlite copies its
   * directory (the server keeps its own), PostgreSQL simply reuses the same database.
   */
  snapshotForDbOnly(): void;
  openForDbOnly(): Promise<DatabaseHandle>;
  /** Removes everything the run created (unless kept). */
  dispose(keep: boolean): Promise<void>;
}

/** The PGlite the measured build loads (another checkout may have another). */
function pgliteVersion(root: string): string {
  for (const dir of ['node_modules', 'apps/server/node_modules']) {
    try {
      const pkg = JSON.parse(
        readFileSync(join(root, dir, '@electric-sql/pglite/package.json'), 'utf8'),
      ) as { version: string };
      return `PGlite ${pkg.version}`;
    } catch {
      // Try the next place npm may have installed it.
    }
  }
  return 'PGlite (version unknown)';
}

/**
 * The harness opens the database with the measured build's migrations, so that its
 * setup shortcuts never migrate another build's database past that build's schema.
 */
export function pgliteTarget(build: ServerBuild): DatabaseTarget {
  const dataDir = mkdtempSync(join(tmpdir(), 'demonbane-bench-'));
  const dbOnlyDir = mkdtempSync(join(tmpdir(), 'demonbane-bench-db-only-'));
  const { migrationsFolder } = build;
  const open = (dir: string) => openDatabase({ dataDir: dir, migrationsFolder });
  return {
    kind: 'pglite',
    version: pgliteVersion(build.root),
    serverEnv: { DATA_DIR: dataDir },
    exclusive: true,
    open: () => open(dataDir),
    snapshotForDbOnly: () => cpSync(dataDir, dbOnlyDir, { recursive: true }),
    openForDbOnly: () => open(dbOnlyDir),
    async dispose(keep) {
      if (keep) {
        console.log(`Kept PGlite data in ${dataDir} (database-only copy: ${dbOnlyDir}).`);
        return;
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(dbOnlyDir, { recursive: true, force: true });
    },
  };
}

export async function postgresTarget(
  adminUrl: string,
  poolSize: number,
  build: ServerBuild,
): Promise<DatabaseTarget> {
  const name = `bench_${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 17)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let version: string;
  try {
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    version = `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // DATA_DIR is unused with DATABASE_URL, but set so nothing is written to ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'demonbane-bench-'));
  const open = () =>
    openDatabase({ databaseUrl, dataDir, poolSize, migrationsFolder: build.migrationsFolder });
  console.log(`Created database ${name} on ${url.host}.`);
  return {
    kind: 'postgres',
    version,
    serverEnv: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    exclusive: false,
    open,
    snapshotForDbOnly: () => {},
    openForDbOnly: open,
    async dispose(keep) {
      rmSync(dataDir, { recursive: true, force: true });
      if (keep) {
        console.log(`Kept database ${name}.`);
        return;
      }
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Opens a database in this process for `fn`, closing it (and PGlite's lock) afterwards. */
export async function withDatabase<T>(
  open: () => Promise<DatabaseHandle>,
  fn: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await open();
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}
