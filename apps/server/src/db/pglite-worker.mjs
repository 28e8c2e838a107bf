// @ts-check
// PGlite runs here, on its own thread: its queries are synchronous WebAssembly,
// and on the main thread a busy database would stall every HTTP request.
// Plain JavaScript so the same file runs under tsx, Vitest and the built server.
import { PGlite, types } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('pglite-worker.mjs must run in a worker thread');
const port = parentPort;

// Date-like values stay text, exactly as drizzle-orm/pglite asks for them
// (its own parsers map these types to identity); drizzle turns them into Dates.
const identity = (/** @type {string} */ value) => value;
const PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, identity]),
);

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

port.on(
  'message',
  async (
    /** @type {{ id: number, op: string, sql?: string, params?: unknown[], rowMode?: 'array' | 'object', begin?: boolean }} */ msg,
  ) => {
    try {
      // A transaction's BEGIN comes with its first statement (one message, not two).
      if (msg.begin) await db.exec('BEGIN');
      let result;
      if (msg.op === 'query') {
        const r = await db.query(msg.sql ?? '', msg.params ?? [], {
          rowMode: msg.rowMode ?? 'object',
          parsers: PARSERS,
        });
        result = { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
      } else if (msg.op === 'exec') {
        result = (await db.exec(msg.sql ?? '')).map((r) => ({
          rows: r.rows,
          fields: r.fields,
          affectedRows: r.affectedRows,
        }));
      } else if (msg.op === 'dump') {
        const blob = await db.dumpDataDir('none');
        result = new Uint8Array(await blob.arrayBuffer());
      } else if (msg.op === 'close') {
        await db.close();
        result = null;
      } else {
        throw new Error(`unknown op ${msg.op}`);
      }
      port.postMessage({ id: msg.id, result });
    } catch (err) {
      port.postMessage({ id: msg.id, error: serializeError(err) });
    }
  },
);

// Notifications travel to the main thread as they come, before the answer of the
// statement whose commit sent them (PGlite calls listeners while it reads that answer).
/** @type {string[]} */
const channels = workerData?.listen ?? [];
for (const channel of channels) {
  await db.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
}

port.postMessage({ ready: true });
