import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../config/env';
import { backupKindOf, KIND_NAMES, type BackupKind } from './backup-file';
import { backupPglite, restorePglite } from './backup-pglite';
import { backupPostgres, restorePostgres } from './backup-postgres';
import { toNewFile } from './new-file';
import type { OperationResult } from './operation';

type Target = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>;

/** `npm run db:backup -- --out FILE`: the game's database (DATABASE_URL, else DATA_DIR) into a new file. */
export function backupDatabase(env: Target, out: string, operator: string) {
  return toNewFile(resolve(out), (file) =>
    env.DATABASE_URL
      ? backupPostgres(env.DATABASE_URL, file)
      : backupPglite(resolve(env.DATA_DIR), file, operator),
  );
}

/** `npm run db:restore -- FILE [--force]`: replaces the game's database with a backup of its kind. */
export async function restoreDatabase(
  env: Target,
  file: string,
  force: boolean,
): Promise<OperationResult> {
  if (!existsSync(file)) return { ok: false, message: `${file} does not exist.` };
  const kind = backupKindOf(file);
  const target: BackupKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (!kind) return { ok: false, message: `${file} is not a backup made by npm run db:backup.` };
  if (kind !== target) {
    return {
      ok: false,
      message:
        `${file} is ${KIND_NAMES[kind]}, but the game's database here is ` +
        `${target === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'}: ` +
        'a backup restores only into its own kind.',
    };
  }
  return env.DATABASE_URL
    ? restorePostgres(env.DATABASE_URL, file, force)
    : restorePglite(resolve(env.DATA_DIR), file);
}
