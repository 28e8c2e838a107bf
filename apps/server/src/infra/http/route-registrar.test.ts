import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '@demonbane/shared/api-routes';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import { createTestApp } from '../../test/test-app';
import { registeredRoutes } from '../../test/security/registered-routes';
import { DOCS_PATH } from '../plugins/openapi';

const { app } = await createTestApp();

describe('the API contract', () => {
  it('is what the server serves: every contract route, and no other', () => {
    // The API's description and its page are served beside the API, not part of it.
    const docs = `${API_PREFIX}${DOCS_PATH}`;
    const served = registeredRoutes(app)
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`) && !r.url.startsWith(docs))
      .map((r) => `${r.method} ${r.url}`);
    const declared = ALL_ROUTES.map((r) => `${r.method} ${API_PREFIX}${r.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(served.sort()).toEqual(declared.sort());
  });
});
