import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT, SERVER_ENTRY } from './paths';

export interface ServerOptions {
  port: number;
  /** Added to the child's environment; an empty string unsets a variable for the server. */
  env: Record<string, string>;
  /** Label for error messages ("pg", "instance A", …). */
  name: string;
  /** The process's open-file limit (`ulimit -n`), lowered from the shell's. */
  openFiles?: number;
}

/** A running `node apps/server/dist/server.js`, with its output kept line by line. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** stdout and stderr lines so far (pino JSON lines, or plain messages). */
  readonly lines: string[];
  /** Resolves with the exit code (null after a signal) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const MAX_LINES = 50_000;
// Generous: a first PGlite start (initdb in WASM) on a busy 2-core machine can take a minute.
const READY_TIMEOUT_MS = 180_000;

export function requireBuild(): void {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error('Build first: npm run build (npm run test:chaos does it for you).');
  }
}

/** Starts the built server and resolves once /api/health answers 200. */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  requireBuild();
  // `exec` keeps the pid: the shell becomes the server, with the lowered limit.
  const [command, args] = opts.openFiles
    ? [
        'sh',
        ['-c', `ulimit -n ${opts.openFiles} && exec "$0" "$1"`, process.execPath, SERVER_ENTRY],
      ]
    : [process.execPath, [SERVER_ENTRY]];
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // Several servers share this host: none takes the default metrics port unless asked.
      METRICS_PORT: '0',
      ...opts.env,
      PORT: String(opts.port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      // The pipes must always be drained or a chatty server would block on write.
      if (lines.length < MAX_LINES) lines.push(...parts);
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  const server: ServerProcess = {
    url,
    pid: child.pid ?? -1,
    lines,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    await waitForHealth(url, exited);
  } catch (err) {
    await server.stop('SIGKILL');
    const tail = lines.slice(-20).join('\n');
    throw new Error(`${opts.name}: ${(err as Error).message}\n--- server output ---\n${tail}`, {
      cause: err,
    });
  }
  return server;
}

async function waitForHealth(url: string, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error('the server exited before it was healthy');
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy within ${READY_TIMEOUT_MS / 1000} s`);
}
