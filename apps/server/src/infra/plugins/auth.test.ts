import { describe, expect, it } from 'vitest';
import { createHmac, randomUUID } from 'node:crypto';
import { createTestApp, TEST_JWT_SECRET } from '../../test/test-app';
import { createHero } from '../../test/fixtures';
import { claimsOf } from '../../test/security/session-tokens';

const { app } = await createTestApp();

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function sign(
  payload: object,
  secret = TEST_JWT_SECRET,
  header: object = { alg: 'HS256', typ: 'JWT' },
) {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);

describe('the auth hook', async () => {
  const player = await createHero(app);
  const call = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { userId: player.userId },
    });

  it('accepts a valid token', async () => {
    expect((await call(player.token)).statusCode).toBe(200);
  });

  it.each([
    ['garbage', () => 'not-a-token'],
    ['an expired token', () => sign({ sub: player.userId, iat: now() - 100, exp: now() - 10 })],
    [
      'a token signed with another key',
      () => sign({ sub: player.userId, exp: now() + 60 }, 'another-secret-another-secret-another!'),
    ],
    [
      'alg none',
      () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: player.userId, exp: now() + 60 })}.`,
    ],
    [
      'HS512 (not the pinned algorithm)',
      () => {
        const head = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ sub: player.userId, exp: now() + 60 })}`;
        return `${head}.${createHmac('sha512', TEST_JWT_SECRET).update(head).digest('base64url')}`;
      },
    ],
    ['a token without a subject', () => sign({ exp: now() + 60 })],
    // Everything right but the expiry: a session for ever is not a session.
    [
      'a token without an expiry',
      () => sign({ sub: player.userId, sid: claimsOf(player.token).sid }),
    ],
    [
      'a token with a made-up session id',
      () => sign({ sub: player.userId, sid: randomUUID(), exp: now() + 60 }),
    ],
    [
      'a token whose session id is not an id',
      () => sign({ sub: player.userId, sid: "x' OR '1'='1", exp: now() + 60 }),
    ],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await call(make());
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it('lets public routes through without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/nowhere', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('the session cookie', () => {
  const loginCookie = async (nodeEnv: string) => {
    const { app: other } = await createTestApp({ NODE_ENV: nodeEnv });
    const hero = await createHero(other);
    const res = await other.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: hero.username, password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    return String(res.headers['set-cookie']);
  };

  it('is Secure in production, whatever TRUST_PROXY says', async () => {
    expect(await loginCookie('production')).toMatch(/; Secure/);
  });

  it('is not Secure in development, so http://localhost works', async () => {
    expect(await loginCookie('development')).not.toMatch(/Secure/);
  });
});
