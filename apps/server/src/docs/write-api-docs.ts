// npm run docs:api: rewrites docs/api.md's list of idempotent routes from the contracts.
import { readFileSync, writeFileSync } from 'node:fs';
import { ALL_ROUTES } from '@demonbane/shared/api-routes';
import { API_DOC } from './api-doc-path';
import { withIdempotentRoutes } from './idempotent-routes';

const doc = readFileSync(API_DOC, 'utf8');
const written = withIdempotentRoutes(doc, ALL_ROUTES);
writeFileSync(API_DOC, written);
console.log(written === doc ? 'docs/api.md was up to date' : 'docs/api.md rewritten');
