import { fileURLToPath } from 'node:url';

/** The repository root (this file is bench/src/repo-paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The bundled server the benchmark runs, as `npm start` does. */
export const SERVER_BUNDLE = fileURLToPath(
  new URL('../../apps/server/dist/server.js', import.meta.url),
);

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
