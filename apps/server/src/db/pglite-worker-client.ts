import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { QueryTimer } from './query-timer';

/** The result shape drizzle-orm/pglite reads from `query`. */
export interface WorkerQueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What a transaction callback receives: the same calls, already inside the lock. */
export interface WorkerTransaction {
  query(sql: string, params?: unknown[], opts?: QueryOptions): Promise<WorkerQueryResult>;
  exec(sql: string): Promise<WorkerQueryResult[]>;
}

type Pending = {
  resolve(value: unknown): void;
  reject(err: Error): void;
  startedAt: number | undefined;
};

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
const INIT_PATH = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

/**
 * PostgreSQL's page cache in PGlite (`shared_buffers`), in MB. PGlite would take
 * initdb's 128 MB, and all of it is resident from the start: the shared memory is
 * a block of the WebAssembly memory, touched when it is set up, cached pages or not
 * (measured: 301 MB resident for PGlite alone at 128 MB, 195 MB at 32 MB, 178 MB at 16).
 * A page that is not cached is read from the data files through the operating
 * system's file cache, so a smaller pool costs a system call, not a disk read. It
 * changes no result and no durability (docs/performance.md, Memory).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

/**
 * The worker's young generation (V8's nursery), in MB. Left to V8 it grows to 32 MB,
 * all resident; the worker's short-lived objects (protocol messages, result rows on
 * their way to the main thread) need far less: 8 MB measured within the noise of 32.
 */
const WORKER_YOUNG_GENERATION_MB = 8;

export interface PgliteStartOptions {
  /** PGlite's data directory; none: in memory. */
  dataDir?: string;
  /** Start from this dump (a migrated template) instead of an empty database. */
  loadDataDir?: Uint8Array;
  /** Channels to LISTEN on (see onNotification). */
  listen?: string[];
  /** `shared_buffers` in MB (default DEFAULT_PGLITE_SHARED_BUFFERS_MB). */
  sharedBuffersMb?: number;
}

/**
 * PGlite in a worker thread, with the calls drizzle-orm/pglite makes (`query`,
 * `exec`, `transaction`). PGlite has one session, so one FIFO lock orders the
 * calls: a transaction holds it from BEGIN to COMMIT, exactly as PGlite's own
 * transaction mutex would on the main thread.
 */
export class PgliteWorkerClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private lock: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private failure: Error | undefined;
  /** Each statement's round trip to the worker and back (the wait for the lock excluded). */
  readonly queryTimes = new QueryTimer();

  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(private readonly worker: Worker) {
    worker.on(
      'message',
      (msg: {
        id?: number;
        result?: unknown;
        error?: Record<string, unknown>;
        notify?: string;
        payload?: string;
      }) => {
        if (msg.notify !== undefined) {
          for (const listener of this.listeners.get(msg.notify) ?? []) listener(msg.payload ?? '');
          return;
        }
        if (msg.id === undefined) return;
        const waiting = this.pending.get(msg.id);
        if (!waiting) return;
        this.pending.delete(msg.id);
        this.queryTimes.done(waiting.startedAt);
        if (msg.error) waiting.reject(toError(msg.error));
        else waiting.resolve(msg.result);
      },
    );
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => this.fail(new Error(`the PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and waits until PGlite has opened (or created) its data. */
  static async start(options: PgliteStartOptions = {}): Promise<PgliteWorkerClient> {
    const { sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB, ...data } = options;
    const settings = ['-c', `shared_buffers=${sharedBuffersMb}MB`];
    const { dataDir, loadDataDir } = data;
    if (dataDir !== undefined && !loadDataDir && !existsSync(join(dataDir, 'PG_VERSION'))) {
      // A new directory is made by a process of its own (pglite-init.mjs says why).
      await initialize(dataDir, settings);
    }
    const worker = new Worker(WORKER_URL, {
      workerData: { ...data, settings },
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: { ready?: boolean }) => {
        if (!msg.ready) return;
        cleanup();
        resolve();
      };
      const onError = (err: Error) => {
        cleanup();
        reject(err);
      };
      const onExit = (code: number) =>
        onError(new Error(`the PGlite worker exited (code ${code})`));
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
    return new PgliteWorkerClient(worker);
  }

  query(sql: string, params: unknown[] = [], opts: QueryOptions = {}): Promise<WorkerQueryResult> {
    return this.exclusive(() => this.rawQuery(sql, params, opts));
  }

  exec(sql: string): Promise<WorkerQueryResult[]> {
    return this.exclusive(() => this.rawExec(sql));
  }

  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      // BEGIN travels with the transaction's first statement: one hop saved per transaction.
      let begun = false;
      const begin = () => {
        const first = !begun;
        begun = true;
        return first;
      };
      const tx: WorkerTransaction = {
        query: (sql, params = [], opts = {}) => this.rawQuery(sql, params, opts, begin()),
        exec: (sql) => this.rawExec(sql, begin()),
      };
      try {
        const result = await callback(tx);
        if (begun) await this.rawExec('COMMIT');
        return result;
      } catch (err) {
        if (begun) await this.rawExec('ROLLBACK').catch(() => {});
        throw err;
      }
    });
  }

  /** Calls `listener` with each NOTIFY payload on a channel the worker was started to LISTEN on. */
  onNotification(channel: string, listener: (payload: string) => void): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => set.delete(listener);
  }

  /** Calls waiting for the lock: behind a running statement or transaction, not yet sent. */
  get queueDepth(): number {
    return this.waiting;
  }

  /** A snapshot of the whole database (tests copy a migrated one instead of migrating again). */
  dump(): Promise<Uint8Array> {
    return this.exclusive(() => this.send<Uint8Array>({ op: 'dump' }));
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.exclusive(() => this.send({ op: 'close' })).catch(() => {});
    this.failure = new Error('the database is closed');
    await this.worker.terminate();
  }

  private rawQuery(sql: string, params: unknown[], opts: QueryOptions, begin = false) {
    const message = { op: 'query', sql, params, rowMode: opts.rowMode, begin };
    return this.send<WorkerQueryResult>(message, this.queryTimes.start());
  }

  private rawExec(sql: string, begin = false) {
    return this.send<WorkerQueryResult[]>({ op: 'exec', sql, begin }, this.queryTimes.start());
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    this.waiting++;
    const turn = () => {
      this.waiting--;
      return fn();
    };
    const run = this.lock.then(turn, turn);
    this.lock = run.catch(() => {});
    return run;
  }

  private send<T>(message: Record<string, unknown>, startedAt?: number): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, startedAt });
      this.worker.postMessage({ ...message, id });
    });
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }
}

/** Creates a PGlite data directory in a child process, which has ended when this resolves. */
function initialize(dataDir: string, settings: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [INIT_PATH, dataDir, ...settings], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`PGlite could not create its database in ${dataDir}: ${stderr.trim()}`));
    });
  });
}

/** Rebuilds the worker's error with PostgreSQL's fields (code, detail, …) on it. */
function toError(fields: Record<string, unknown>): Error {
  const err = new Error(typeof fields.message === 'string' ? fields.message : 'database error');
  return Object.assign(err, fields);
}
