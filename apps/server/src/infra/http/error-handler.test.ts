import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createHero } from '../../test/fixtures';

const { app } = await createTestApp();
const player = await createHero(app);

const ROUTES = ['/api/user', '/api/assign-job', '/api/register', '/api/login'];
const BODIES: [string, string, string?][] = [
  ['invalid JSON', '{"userId":'],
  ['a JSON array', '[]'],
  ['a JSON string', '"hello"'],
  ['null', 'null'],
  ['__proto__ pollution', '{"__proto__":{"admin":true}}'],
  ['constructor pollution', '{"constructor":{"prototype":{"admin":true}}}'],
  ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['a number for userId', '{"userId":5}'],
  ['a huge number', '{"userId":1e309}'],
  ['text/plain', 'hello', 'text/plain'],
];

describe('malformed requests never produce a 5xx', () => {
  for (const url of ROUTES) {
    it.each(BODIES)(
      `${url} with %s → 4xx with a message`,
      async (_name, payload, type = 'application/json') => {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${player.token}`, 'content-type': type },
          payload,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      },
    );
  }

  it('refuses a body over the size limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: player.userId, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().message).toBe('string');
  });

  it('hides the details of an unexpected failure behind a generic 500', async () => {
    const local = await createTestApp();
    local.app.log.level = 'silent';
    // Closing the database under the app makes every query fail unexpectedly.
    const hero = await createHero(local.app);
    await local.database.close();
    const res = await hero.post('/api/user');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('every API answer', () => {
  it.each([
    ['a success', 'POST', '/api/user'],
    ['a refusal', 'POST', '/api/shop/purchase'],
    ['a public read', 'GET', '/api/gacha/boxs'],
    ['an unknown route', 'GET', '/api/nowhere'],
    ['no token', 'POST', '/api/inventory/consumables'],
  ] as const)('%s says Cache-Control: no-store', async (name, method, url) => {
    const res = await app.inject({
      method,
      url,
      ...(method === 'POST'
        ? {
            payload: {},
            headers: name === 'no token' ? {} : { authorization: `Bearer ${player.token}` },
          }
        : {}),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/%E0%A4%A', '/api/user/%', '/api/%c0%af'])(
    'a malformed address (%s) gets 400 and { message }',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The address is not valid.' });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );
});
