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

const NO_ROWS: WorkerQueryResult = { rows: [], fields: [], affectedRows: 0 };

/** drizzle-orm's savepoint statements (nested transactions), answered by nothing but an error. */
const SAVEPOINT_STATEMENT = /^(savepoint|release savepoint|rollback to savepoint) \w+$/i;

/**
 * A transaction's statements whose answers nobody reads (BEGIN, its savepoints), kept to
 * be sent with its next statement: one message instead of two. Should one fail, that next
 * statement fails with its error, as it would have had it run (a savepoint fails only
 * when the transaction is already in error).
 */
class DeferredStatements {
  private statements = ['BEGIN'];
  /** BEGIN has been sent: the transaction must end with COMMIT or ROLLBACK. */
  begun = false;

  /** Keeps a statement to send later; false for one whose answer is needed now. */
  keep(sql: string, params: unknown[] = []): boolean {
    if (params.length > 0 || !SAVEPOINT_STATEMENT.test(sql)) return false;
    this.statements.push(sql);
    return true;
  }

  /** The statements kept so far, as one simple query to run before the next statement. */
  take(): string | undefined {
    if (this.statements.length === 0) return undefined;
    const prefix = this.statements.join('; ');
    this.statements = [];
    this.begun = true;
    return prefix;
  }
}

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
 * `exec`, `transaction`). PGlite has one session; the worker runs what it is sent one
 * message at a time, in order. So the lock here orders what is SENT: a transaction holds
 * it from its first statement until its COMMIT is sent, and every other call holds it only
 * to send. Nobody waits for an answer while holding the session unless its next statement
 * needs that answer: the next caller's statement is at the worker before COMMIT's answer
 * is back here, and a transaction's BEGIN and savepoints ride with its next statement.
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
    return this.sendInTurn(() => this.rawQuery(sql, params, opts));
  }

  exec(sql: string): Promise<WorkerQueryResult[]> {
    return this.sendInTurn(() => this.rawExec(sql));
  }

  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const release = await this.turn();
    const deferred = new DeferredStatements();
    const tx: WorkerTransaction = {
      query: (sql, params = [], opts = {}) =>
        deferred.keep(sql, params)
          ? Promise.resolve(NO_ROWS)
          : this.rawQuery(sql, params, opts, deferred.take()),
      exec: (sql) =>
        deferred.keep(sql) ? Promise.resolve([NO_ROWS]) : this.rawExec(sql, deferred.take()),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      // Sent, not awaited: the worker rolls back before it runs anyone else's statement.
      if (deferred.begun) this.rawExec('ROLLBACK').catch(() => {});
      release();
      throw err;
    }
    if (!deferred.begun) {
      // Nothing reached the database (savepoints alone change nothing).
      release();
      return result;
    }
    // Sent, then the lock is free: the worker ends this transaction (committed or,
    // on any failure, rolled back) before it runs the next caller's statement.
    const commit = this.send({ op: 'commit', prefix: deferred.take() }, this.queryTimes.start());
    release();
    await commit;
    return result;
  }

  /** Calls `listener` with each NOTIFY payload on a channel the worker was started to LISTEN on. */
  onNotification(channel: string, listener: (payload: string) => void): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => set.delete(listener);
  }

  /**
   * Calls waiting for the session: not yet sent (behind a transaction), or sent and
   * queued at the worker behind the statement it is running.
   */
  get queueDepth(): number {
    return this.waiting + Math.max(0, this.pending.size - 1);
  }

  /** Messages posted to the worker so far (tests count them per action). */
  get messagesSent(): number {
    return this.nextId - 1;
  }

  /** A snapshot of the whole database (tests copy a migrated one instead of migrating again). */
  dump(): Promise<Uint8Array> {
    return this.sendInTurn(() => this.send<Uint8Array>({ op: 'dump' }));
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.sendInTurn(() => this.send({ op: 'close' })).catch(() => {});
    this.failure = new Error('the database is closed');
    await this.worker.terminate();
  }

  private rawQuery(sql: string, params: unknown[], opts: QueryOptions, prefix?: string) {
    const message = { op: 'query', sql, params, rowMode: opts.rowMode, prefix };
    return this.send<WorkerQueryResult>(message, this.queryTimes.start());
  }

  private rawExec(sql: string, prefix?: string) {
    return this.send<WorkerQueryResult[]>({ op: 'exec', sql, prefix }, this.queryTimes.start());
  }

  /** Waits for the lock; the caller sends what it must, then calls the release it gets. */
  private turn(): Promise<() => void> {
    this.waiting++;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const granted = this.lock.then(() => {
      this.waiting--;
      return release;
    });
    this.lock = granted.then(() => released);
    return granted;
  }

  /** Sends one call in its turn and lets the next caller send at once, before the answer. */
  private async sendInTurn<T>(send: () => Promise<T>): Promise<T> {
    const release = await this.turn();
    try {
      return send();
    } finally {
      release();
    }
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
