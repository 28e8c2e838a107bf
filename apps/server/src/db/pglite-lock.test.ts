import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './pglite-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'dh-lock-'));

describe('lockDataDir', () => {
  it('writes our pid and removes it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses with a clear message while another live process holds the directory', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'server.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a killed process', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => other.on('exit', resolve));
    writeFileSync(join(dir, 'server.pid'), String(other.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
