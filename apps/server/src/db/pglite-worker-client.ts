import { Worker } from 'node:worker_threads';

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

type Pending = { resolve(value: unknown): void; reject(err: Error): void };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

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
  private failure: Error | undefined;

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
        if (msg.error) waiting.reject(toError(msg.error));
        else waiting.resolve(msg.result);
      },
    );
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => this.fail(new Error(`the PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and waits until PGlite has opened (or created) its data. */
  static async start(
    options: { dataDir?: string; loadDataDir?: Uint8Array; listen?: string[] } = {},
  ): Promise<PgliteWorkerClient> {
    const worker = new Worker(WORKER_URL, { workerData: options });
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
    return this.send<WorkerQueryResult>({
      op: 'query',
      sql,
      params,
      rowMode: opts.rowMode,
      begin,
    });
  }

  private rawExec(sql: string, begin = false) {
    return this.send<WorkerQueryResult[]>({ op: 'exec', sql, begin });
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn, fn);
    this.lock = run.catch(() => {});
    return run;
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }
}

/** Rebuilds the worker's error with PostgreSQL's fields (code, detail, …) on it. */
function toError(fields: Record<string, unknown>): Error {
  const err = new Error(typeof fields.message === 'string' ? fields.message : 'database error');
  return Object.assign(err, fields);
}
