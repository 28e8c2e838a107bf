// Bundles the server and the workspace packages it imports into dist/server.js;
// npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@demonbane/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// PGlite's worker thread and the script that creates a new data directory in a process
// of its own: dist/server.js finds both next to itself (see pglite-worker-client.ts).
await build({
  entryPoints: ['src/db/pglite-worker.mjs', 'src/db/pglite-init.mjs'],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  logLevel: 'warning',
});
