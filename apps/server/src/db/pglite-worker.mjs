// @ts-check
// PGlite runs here, on its own thread: its queries are synchronous WebAssembly,
// and on the main thread a busy database would stall every HTTP request.
// Plain JavaScript so the same file runs under tsx, Vitest and the built server.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { preparedQueries } from './pglite-prepared.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs must run in a worker thread');
const port = parentPort;

/** @param {unknown} err */
function serializeError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  // PostgreSQL's fields (code, detail, constraint, …) are what callers look at.
  // Only plain values cross the thread: PGlite also attaches its query options,
  // whose parser functions cannot be cloned.
  const fields = Object.entries(err).filter(
    ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), name: err.name, message: err.message };
}

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array, listen?: string[], settings?: string[] }} */
const options = workerData ?? {};
const db = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  // PGlite's own start parameters (single-user mode, …) and ours: `-c name=value` pairs
  // (pglite-worker-client.ts says which and why).
  startParams: [...PGlite.defaultStartParams, ...(options.settings ?? [])],
});

const prepared = preparedQueries(db);

/**
 * @typedef {{ id: number, op: string, sql?: string, params?: unknown[], rowMode?: 'array' | 'object', prefix?: string }} Message
 */

// One message at a time, in the order sent: the client sends a statement without waiting
// for the one before to be answered (a COMMIT, an autocommit query), so the next one is
// already here when PGlite is free, and must not start before that one has finished.
let queue = Promise.resolve();
port.on('message', (/** @type {Message} */ msg) => {
  queue = queue.then(() => answer(msg));
});

/** @param {Message} msg */
async function answer(msg) {
  try {
    port.postMessage({ id: msg.id, result: await run(msg) });
  } catch (err) {
    port.postMessage({ id: msg.id, error: serializeError(err) });
  }
}

/** @param {Message} msg */
async function run(msg) {
  // Statements whose answer nobody waits for (a transaction's BEGIN, its savepoints)
  // ride with the next one and run first, as one simple query. If one fails, the
  // statement they came with does not run: its caller hears their error.
  if (msg.op === 'query') {
    return prepared.query(msg.sql ?? '', msg.params ?? [], msg.rowMode ?? 'object', msg.prefix);
  }
  if (msg.op === 'commit') return prepared.commit(msg.prefix).then(() => null);
  if (msg.prefix) await db.exec(msg.prefix);
  if (msg.op === 'exec') {
    return (await db.exec(msg.sql ?? '')).map((r) => ({
      rows: r.rows,
      fields: r.fields,
      affectedRows: r.affectedRows,
    }));
  }
  if (msg.op === 'dump') {
    const blob = await db.dumpDataDir('none');
    return new Uint8Array(await blob.arrayBuffer());
  }
  if (msg.op === 'close') {
    await db.close();
    return null;
  }
  throw new Error(`unknown op ${msg.op}`);
}

// Notifications travel to the main thread as they come, before the answer of the
// statement whose commit sent them (PGlite calls listeners while it reads that answer).
/** @type {string[]} */
const channels = workerData?.listen ?? [];
for (const channel of channels) {
  await db.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
}

port.postMessage({ ready: true });
