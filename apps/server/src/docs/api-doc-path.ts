import { fileURLToPath } from 'node:url';

/** docs/api.md, from this folder (apps/server/src/docs). */
export const API_DOC = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
