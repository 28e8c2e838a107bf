import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server, like the bundle dist/server.js, so the
// same relative paths hold when run from source (tsx, tests) and from the build.

/** The committed drizzle-kit migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The built web app (vite build output). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
