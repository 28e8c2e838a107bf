import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '@demonbane/shared/api-routes';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import { createTestApp } from '../test/test-app';
import { registeredRoutes } from '../test/security/registered-routes';

const { app } = await createTestApp();

describe('the API contract', () => {
  it('is what the server serves: every contract route, and no other', () => {
    const served = registeredRoutes(app)
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`))
      .map((r) => `${r.method} ${r.url}`);
    const declared = ALL_ROUTES.map((r) => `${r.method} ${API_PREFIX}${r.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(served.sort()).toEqual(declared.sort());
  });
});
