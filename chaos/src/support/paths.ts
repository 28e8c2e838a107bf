import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root: the built server is started from here, as `npm start` does. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SERVER_ENTRY = join(ROOT, 'apps/server/dist/server.js');
