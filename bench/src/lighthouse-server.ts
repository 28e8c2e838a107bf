/** Starts the built game server on a free port with a throwaway PGlite directory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet: PGlite's first start (migrations) takes a while on a busy machine.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /api/health within 180 s');
}

/** `port` (LIGHTHOUSE_PORT) when the machine's ports are shared out; otherwise a free one. */
export async function startServer(root: string, port?: number): Promise<RunningServer> {
  const entry = join(root, 'apps', 'server', 'dist', 'server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the server first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'demonbane-lighthouse-'));
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
