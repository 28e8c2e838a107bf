import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const { app } = await createTestApp();

/** What helmet 8 sends with the game's CSP additions, header by header. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';worker-src 'self';manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a public read', 'GET', '/api/health', {}],
    ['a refusal without a session', 'POST', '/api/user', { userId: 'x' }],
    ['an unknown API route', 'GET', '/api/nowhere', undefined],
  ] as const)('are on %s, exactly as helmet makes them', async (_what, method, url, payload) => {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    for (const [name, value] of Object.entries(EXPECTED))
      expect(res.headers[name], name).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
