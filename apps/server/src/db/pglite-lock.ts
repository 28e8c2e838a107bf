import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. The
 * lock is a Unix socket bound for the holder's whole life. On Linux it lives in the
 * abstract namespace: binding is atomic and exclusive, and the kernel frees the name
 * the moment the process dies, so there is no stale file, no reused PID, no race.
 * Elsewhere it is a socket file in the directory, probed by connecting: weaker (a
 * leftover file is removed after a refused connect, and two starts racing for that
 * leftover can both pass), so only one server should be started at a time there.
 * The same socket carries the operator's requests to the live server (ops/operator-server.ts).
 */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  /** The socket's address, for a client that wants the live holder. */
  readonly address: string;
  /** Who answers connections on the lock's socket; without one they are closed at once. */
  serve(handler: (socket: Socket) => void): void;
  release(): Promise<void>;
}

/** Linux has abstract socket names; `false` (tests) uses the socket file elsewhere's. */
const ABSTRACT = process.platform === 'linux';

/** Where the lock of `dataDir` (which must exist) is bound: the same for every path to it. */
export function lockAddress(dataDir: string, abstract = ABSTRACT): string {
  const real = realpathSync(dataDir);
  if (!abstract) return join(real, 'server.sock');
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 32);
  return `\0demonbane-pglite-${hash}`;
}

/** Takes the directory's lock, or throws DataDirLockedError while another process holds it. */
export async function lockDataDir(dataDir: string, abstract = ABSTRACT): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir, abstract);
  let server: Server;
  try {
    server = await bind(address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    if (abstract || (await answers(address))) throw lockedError(dataDir);
    // A socket file nobody listens on: left by a process that died.
    rmSync(address, { force: true });
    server = await bind(address).catch((again: NodeJS.ErrnoException) => {
      throw again.code === 'EADDRINUSE' ? lockedError(dataDir) : again;
    });
  }
  // The PID file of older versions guards nothing now; the socket is the lock.
  rmSync(join(dataDir, 'server.pid'), { force: true });
  let handler: (socket: Socket) => void = (socket) => socket.destroy();
  const open = new Set<Socket>();
  server.on('connection', (socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    handler(socket);
  });
  // The lock must not keep a finished process alive (a command line, a test).
  server.unref();
  let released: Promise<void> | undefined;
  return {
    address,
    serve: (next) => void (handler = next),
    release: () =>
      (released ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open operator connections would hold close() back; they end with the lock.
        for (const socket of open) socket.destroy();
      })),
  };
}

/** True when a process holds the directory's lock now (nothing is taken). */
export async function isDataDirLocked(dataDir: string, abstract = ABSTRACT): Promise<boolean> {
  return answers(lockAddress(dataDir, abstract));
}

function lockedError(dataDir: string): DataDirLockedError {
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another server. ` +
      'Stop it first, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
  );
}

const MAX_OPERATOR_CONNECTIONS = 8;

function bind(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    // Anyone on the machine can reach an abstract socket, and operators send one command at
    // a time: a few connections at once, the rest dropped, so none can pile up descriptors.
    server.maxConnections = MAX_OPERATOR_CONNECTIONS;
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
