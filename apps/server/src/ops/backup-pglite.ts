import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DataDirLockedError, lockDataDir } from '../db/pglite-lock';
import { PgliteWorkerClient } from '../db/pglite-worker-client';
import { isTar } from './backup-file';
import type { OperationResult } from './operation';
import { askLiveServer } from './operator-client';

/** PGlite keeps its files in this folder of DATA_DIR (db/open-database.ts). */
const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/**
 * PGlite's own dump of its data directory, gzipped: taken by the live server holding
 * the directory (over the lock's socket), or here, under the lock, when none runs.
 */
export async function backupPglite(
  dataDir: string,
  file: string,
  operator: string,
): Promise<OperationResult> {
  const fromServer = async () => {
    const live = await askLiveServer(dataDir, { dump: true, operator });
    if (!live) return undefined;
    if ('message' in live) return live.message;
    if (live.answer.kind !== 'dump') {
      return 'message' in live.answer ? live.answer.message : 'The server gave no dump.';
    }
    if (live.body.byteLength !== live.answer.bytes) return 'The dump arrived cut short.';
    return live.body;
  };
  let dump: Uint8Array | string | undefined = await fromServer();
  if (dump === undefined) {
    if (!existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'))) {
      return { ok: false, message: `There is no game database in ${dataDir} (DATA_DIR).` };
    }
    dump = await underLock(dataDir, async () => {
      const client = await PgliteWorkerClient.start({ dataDir: pgliteFolder(dataDir) });
      try {
        return await client.dump();
      } finally {
        await client.close();
      }
    }).catch(async (err: unknown) => {
      // A server started in between: it holds the directory now, so ask it.
      if (err instanceof DataDirLockedError) return (await fromServer()) ?? err.message;
      throw err;
    });
  }
  if (typeof dump === 'string') return { ok: false, message: dump };
  writeFileSync(file, gzipSync(dump));
  return { ok: true, text: `Backed up the PGlite database in ${dataDir}.` };
}

/**
 * Unpacks the backup into a new folder, checks it opens as the game's database, then
 * moves the current one aside (kept, never deleted) and the new one into its place.
 * Refused while a server holds the directory: it would go on using the old files.
 */
export async function restorePglite(dataDir: string, file: string): Promise<OperationResult> {
  let tar: Buffer;
  try {
    tar = gunzipSync(readFileSync(file));
  } catch {
    return { ok: false, message: `${file} is not a PGlite backup: it does not unpack (gzip).` };
  }
  if (!isTar(tar)) return { ok: false, message: `${file} is not a PGlite backup (no tar inside).` };
  mkdirSync(dataDir, { recursive: true });
  try {
    return await underLock(dataDir, async () => {
      const target = pgliteFolder(dataDir);
      const staging = `${target}.restoring`;
      rmSync(staging, { recursive: true, force: true });
      const checked = await openAndCount(staging, tar).catch((err: unknown) => err as Error);
      if (checked instanceof Error) {
        rmSync(staging, { recursive: true, force: true });
        return {
          ok: false as const,
          message: `${file} does not open as the game's database: ${checked.message}`,
        };
      }
      const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      if (existsSync(target)) renameSync(target, aside);
      renameSync(staging, target);
      const kept = existsSync(aside) ? ` The previous database is kept in ${aside}.` : '';
      return {
        ok: true as const,
        text: `Restored the PGlite database in ${dataDir} (${checked} accounts).${kept}`,
      };
    });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    return {
      ok: false,
      message:
        `The game is running on ${dataDir}: stop the server first. (--force does not apply ` +
        'to PGlite: a running server would keep writing to the files it has open.)',
    };
  }
}

/** Loads the tar into a new directory and counts its accounts (proving it is the game's). */
async function openAndCount(dir: string, tar: Uint8Array): Promise<number> {
  const client = await PgliteWorkerClient.start({ dataDir: dir, loadDataDir: tar });
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM users');
    return (rows[0] as { n: number }).n;
  } finally {
    await client.close();
  }
}

async function underLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const lock = await lockDataDir(dataDir);
  try {
    return await fn();
  } finally {
    await lock.release();
  }
}
