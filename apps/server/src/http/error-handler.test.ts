import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { createHero } from '../test/fixtures';

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
