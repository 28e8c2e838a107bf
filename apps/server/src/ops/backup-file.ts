import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Which database a backup file is of, from its first bytes: pg_dump's custom format
 * starts with "PGDMP"; a PGlite backup is its data directory's tar, gzipped (the tar
 * itself is checked when it is unpacked).
 */
export type BackupKind = 'postgres' | 'pglite';

export const KIND_NAMES: Record<BackupKind, string> = {
  postgres: 'a PostgreSQL backup (pg_dump)',
  pglite: 'a PGlite backup (its data directory, gzipped)',
};

export function backupKindOf(path: string): BackupKind | undefined {
  const head = readHead(path, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

/** True when `tar` is a tar archive: "ustar" at byte 257 of its first header. */
export function isTar(tar: Uint8Array): boolean {
  return Buffer.from(tar.subarray(257, 262)).toString('latin1') === 'ustar';
}

function readHead(path: string, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(length);
    return head.subarray(0, readSync(fd, head, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}
