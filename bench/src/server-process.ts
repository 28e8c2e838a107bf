import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import type { ServerBuild } from './repo-paths';

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  /** Error lines (pino level ≥ 50, or anything on stderr) logged so far. */
  errorLines(): number;
  /** SIGTERM, then SIGKILL if it has not exited after 15 s. Safe to call twice. */
  stop(): Promise<void>;
}

/** Server variables the harness decides; any the caller's shell set are dropped. */
const OWNED_VARIABLES = [
  'PORT',
  'HOST',
  'METRICS_PORT',
  'METRICS_HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'JWT_SECRET',
  'REDIS_URL',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'WEB_DIST',
  'NODE_ENV',
];

/** Big blocks mapped on their own and given back when freed (docs/deploy.md, Memory). */
const LAUNCH_GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=4194304';

const LOG_TAIL = 80;
const SHOWN_ERRORS = 5;
const SHOWN_ERROR_CHARS = 600;
// A fresh PGlite directory is initialised and migrated first: slow on a busy machine.
const READY_TIMEOUT_MS = 180_000;

/** A port free right now (the kernel picks it; a tiny race with other processes remains). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** pino writes JSON lines; errors and fatals are worth showing while the bench runs. */
function isErrorLine(line: string): boolean {
  const match = /"level":(\d+)/.exec(line);
  return match !== null && Number(match[1]) >= 50;
}

/**
 * Keeps the log's tail (shown if the server dies) and counts error lines. Only the
 * first few are shown: a broken route under load logs thousands of them.
 */
function captureOutput(child: ChildProcess, tail: string[]): () => number {
  let errors = 0;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > LOG_TAIL) tail.shift();
      if (!isErrorLine(line) && stream !== child.stderr) return;
      errors++;
      if (errors <= SHOWN_ERRORS) console.error(`[server] ${line.slice(0, SHOWN_ERROR_CHARS)}`);
      if (errors === SHOWN_ERRORS) console.error('[server] (further error lines are only counted)');
    });
  }
  return () => errors;
}

async function waitUntilReady(url: string, child: ChildProcess, tail: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited while starting:\n${tail.join('\n')}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `The server did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s:\n${tail.join('\n')}`,
  );
}

/**
 * Starts the build's `apps/server/dist/server.js` as its own process, from its own
 * checkout (its node_modules, its migrations), and waits until it is healthy.
 */
export async function startServer(
  build: ServerBuild,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  // Metrics stay on, as deployed (they add a per-request hook), on a port of their own:
  // the default one may be held by another server on this machine.
  const metricsPort = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !OWNED_VARIABLES.includes(key)),
  );
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, build.bundle], {
    cwd: build.root,
    env: {
      // The launch setting `npm start` and docs/deploy.md use, unless the caller set one.
      GLIBC_TUNABLES: LAUNCH_GLIBC_TUNABLES,
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const errorLines = captureOutput(child, tail);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    })());

  try {
    await waitUntilReady(url, child, tail);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid ?? -1, errorLines, stop };
}
