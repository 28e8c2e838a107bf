import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, isDataDirLocked, lockDataDir } from './pglite-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'dh-lock-'));
const LOCK_MODULE = fileURLToPath(new URL('./pglite-lock.ts', import.meta.url));

/** Kills a process with SIGKILL and waits until it is gone. */
async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Another process holding the directory's lock (the real module, under tsx), once it says so. */
async function holderProcess(dir: string, abstract = true): Promise<ChildProcess> {
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});` +
    `await lockDataDir(process.argv[1], ${abstract}); console.log('locked');` +
    'setInterval(() => {}, 1000);';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${stderr}`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('refuses a second lock on the same directory in the same process, and frees it on release', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another server/);
    expect(await isDataDirLocked(dir)).toBe(true);
    await lock.release();
    expect(await isDataDirLocked(dir)).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('is the same lock through another path to the directory', async () => {
    const dir = freshDir();
    const link = join(freshDir(), 'link');
    symlinkSync(dir, link);
    const lock = await lockDataDir(dir);
    try {
      await expect(lockDataDir(link)).rejects.toThrow(DataDirLockedError);
    } finally {
      await lock.release();
    }
  });

  it('does not stop another directory from being locked', async () => {
    const a = await lockDataDir(freshDir());
    const b = await lockDataDir(freshDir());
    await Promise.all([a.release(), b.release()]);
  });

  it('refuses while another process holds it, and is free at once when that process is SIGKILLed', async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      await kill(holder);
    }
    // No stale state to clean up: the kernel released the name with the process.
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it('is not blocked by a server.pid left by an older version, even naming a live process', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.pid'), String(process.pid));
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it('closes connections at once while nobody serves them, and hands them to a handler once one does', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    try {
      const { connect } = await import('node:net');
      const closedUnserved = await new Promise<boolean>((resolve) => {
        const socket = connect(lock.address);
        socket.on('data', () => resolve(false));
        socket.on('close', () => resolve(true));
      });
      expect(closedUnserved).toBe(true);
      lock.serve((socket) => socket.end('hello'));
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        const socket = connect(lock.address);
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      expect(answer).toBe('hello');
    } finally {
      await lock.release();
    }
  });
});

// The fallback where there are no abstract names (macOS, BSD), exercised here on Linux.
describe('lockDataDir with a socket file', () => {
  it('refuses a second lock while the first is held, and removes its file on release', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir, false);
    expect(existsSync(join(dir, 'server.sock'))).toBe(true);
    await expect(lockDataDir(dir, false)).rejects.toThrow(DataDirLockedError);
    await lock.release();
    expect(existsSync(join(dir, 'server.sock'))).toBe(false);
    expect(await isDataDirLocked(dir, false)).toBe(false);
  });

  it('refuses while another process holds it, and takes over the file a SIGKILLed one left', async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir, false);
    try {
      await expect(lockDataDir(dir, false)).rejects.toThrow(DataDirLockedError);
    } finally {
      await kill(holder);
    }
    expect(existsSync(join(dir, 'server.sock')), 'a killed holder leaves its file').toBe(true);
    const lock = await lockDataDir(dir, false);
    expect(await isDataDirLocked(dir, false)).toBe(true);
    await lock.release();
  });

  it('holds a few operator connections at once and drops the rest', async () => {
    const lock = await lockDataDir(freshDir());
    const served: Socket[] = [];
    lock.serve((socket) => void served.push(socket));
    const clients: Socket[] = [];
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(lock.address);
        clients.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('error', reject);
      });
    try {
      await Promise.all(Array.from({ length: 8 }, open));
      await expect.poll(() => served.length).toBe(8);
      const extra = await open();
      await new Promise((resolve) => extra.once('close', resolve));
      expect(served).toHaveLength(8);
    } finally {
      for (const socket of [...clients, ...served]) socket.destroy();
      await lock.release();
    }
  });
});
