import pg from 'pg';
import { ADMIN_APPLICATION_NAME, GAME_APPLICATION_NAME } from '../db/open-database';
import type { OperationResult } from './operation';
import { runPostgresTool } from './postgres-tools';

/** pg_dump's custom format: compressed, and pg_restore can check and list it. */
export async function backupPostgres(url: string, file: string): Promise<OperationResult> {
  const dump = await runPostgresTool('pg_dump', ['--format=custom', `--file=${file}`], url);
  return dump.ok ? { ok: true, text: 'Backed up the PostgreSQL database.' } : dump;
}

/**
 * Replaces the game's schemas (public and drizzle's) with the backup's, refusing while
 * the game has connections open on the database unless `force`.
 */
export async function restorePostgres(
  url: string,
  file: string,
  force: boolean,
): Promise<OperationResult> {
  // A file pg_restore cannot read is refused before anything is dropped.
  const list = await runPostgresTool('pg_restore', ['--list', file]);
  if (!list.ok) return list;
  const client = new pg.Client({ connectionString: url, application_name: ADMIN_APPLICATION_NAME });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [GAME_APPLICATION_NAME],
    );
    const open = rows[0]?.n ?? 0;
    if (open > 0 && !force) {
      return {
        ok: false,
        message:
          `The game is running on this database (${open} of its connections are open): ` +
          'stop every server first, or add --force to restore under it.',
      };
    }
    // Objects a newer schema added would otherwise survive the restore and break the
    // next migration; dropping both schemas leaves exactly the backup's.
    await client.query(
      'BEGIN; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; ' +
        'CREATE SCHEMA public; COMMIT',
    );
  } finally {
    await client.end();
  }
  const restore = await runPostgresTool(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', file],
    url,
  );
  return restore.ok ? { ok: true, text: 'Restored the PostgreSQL database.' } : restore;
}
