import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';
import { uniqueName } from './test/fixtures';

describe('with REDIS_URL pointing at a Redis that is down', () => {
  it('still registers and logs in (rate limits fail open; the login lock is in the database)', async () => {
    // Port 1 on loopback: nothing listens, every connection is refused at once.
    const { app } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const username = uniqueName();
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password: 'correct horse' },
    });
    expect(register.statusCode, register.body).toBe(201);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'correct horse' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
