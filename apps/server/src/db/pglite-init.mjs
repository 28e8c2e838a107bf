// @ts-check
// Creates a new PGlite data directory, then exits: `node pglite-init.mjs <dir> [-c name=value]…`.
// initdb runs in a second PGlite instance whose WebAssembly memory, heap copy and data
// dump (several hundred MB) are garbage once it is done. In the server's own process they
// would stay resident until a collection (an idle server has none), and the allocator
// would keep part of them after it; a process of its own gives all of it back when it ends.
// Plain JavaScript so the same file runs under tsx, Vitest and the built server.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, ...settings] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-init.mjs <data dir> [-c name=value]…');
const db = await PGlite.create({
  dataDir,
  startParams: [...PGlite.defaultStartParams, ...settings],
});
await db.close();
