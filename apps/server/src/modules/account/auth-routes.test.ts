import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { DEFAULT_PASSWORD, registerPlayer, uniqueName } from '../../test/fixtures';

const { app, clock } = await createTestApp({
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '5',
  LOGIN_MAX_FAILURES_PER_IP: '12',
  LOGIN_WINDOW_SECONDS: '900',
});

const register = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
// On PostgreSQL every test file shares one database, and failed logins are counted per
// address in it: this file's requests come from an address no other file uses.
const HOME_IP = `10.77.${randomInt(256)}.${randomInt(1, 255)}`;
const login = (payload: unknown, ip = HOME_IP) =>
  app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/register', () => {
  it('creates an account with a hero that has no job yet', async () => {
    const username = uniqueName();
    const res = await register({ username, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a taken name, whatever its case, with 409', async () => {
    const { username } = await registerPlayer(app);
    const res = await register({ username: username.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That username is already taken.' });
  });

  it.each([
    [{ username: 'ab', password: DEFAULT_PASSWORD }, 'Username must be 3 to 20 characters.'],
    [
      { username: 'a'.repeat(21), password: DEFAULT_PASSWORD },
      'Username must be 3 to 20 characters.',
    ],
    [
      { username: 'bad name!', password: DEFAULT_PASSWORD },
      'Username may only contain letters, digits and underscores.',
    ],
    [{ username: uniqueName(), password: 'short' }, 'Password must be 8 to 128 characters.'],
    [
      { username: uniqueName(), password: 'x'.repeat(129) },
      'Password must be 8 to 128 characters.',
    ],
    [{ password: DEFAULT_PASSWORD }, 'Username is required.'],
    [{ username: uniqueName() }, 'Password is required.'],
    [{ username: 12345, password: DEFAULT_PASSWORD }, 'Username is required.'],
  ])('refuses %j with 400 and a message', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses extra fields', async () => {
    const res = await register({
      username: uniqueName(),
      password: DEFAULT_PASSWORD,
      isAdmin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('isAdmin');
  });
});

describe('POST /api/login', () => {
  it('returns a token and the user id, and sets an httpOnly SameSite=Strict cookie', async () => {
    const { username, password, userId } = await registerPlayer(app);
    const res = await login({ username, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ userId });
    expect(body.token.split('.')).toHaveLength(3);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`token=${body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(userId);
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });

  it('logs in whatever the case of the name', async () => {
    const { username, password } = await registerPlayer(app);
    expect((await login({ username: username.toUpperCase(), password })).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { username } = await registerPlayer(app);
    const wrong = await login({ username, password: 'not the password' }, '10.0.0.1');
    const unknown = await login(
      { username: uniqueName(), password: 'not the password' },
      '10.0.0.1',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Invalid username or password.' });
  });

  it('locks an account from one address after 5 failures, even for the right password, until the window ends', async () => {
    const { username, password } = await registerPlayer(app);
    for (let i = 0; i < 5; i++) {
      expect((await login({ username, password: `wrong-${i}-pass` }, '10.0.1.1')).statusCode).toBe(
        401,
      );
    }
    const locked = await login({ username, password }, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().message).toMatch(/Too many failed login attempts/);
    // The lock is the guesser's: the owner from another address logs in.
    expect((await login({ username, password }, '10.0.1.2')).statusCode).toBe(200);

    clock.advance(901);
    expect((await login({ username, password }, '10.0.1.1')).statusCode).toBe(200);
  });

  it('locks an address that guesses across many accounts', async () => {
    const ip = '10.0.2.1';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push(
        (await login({ username: uniqueName(), password: 'wrong password' }, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    const { username, password } = await registerPlayer(app);
    expect((await login({ username, password }, ip)).statusCode).toBe(429);
    expect((await login({ username, password }, '10.0.2.2')).statusCode).toBe(200);
  });

  it('counts parallel guesses exactly: at most 5 are checked before the lock', async () => {
    const { username } = await registerPlayer(app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login({ username, password: `burst-${i}-xx` }, '10.0.3.1'),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('a success clears the account failures', async () => {
    const { username, password } = await registerPlayer(app);
    for (let i = 0; i < 4; i++) await login({ username, password: 'wrong password' }, '10.0.4.1');
    expect((await login({ username, password }, '10.0.4.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ username, password: 'wrong password' }, '10.0.4.1')).statusCode).toBe(
        401,
      );
    }
  });

  it.each([
    {},
    { username: 'x' },
    { username: 5, password: 'abcdefgh' },
    { username: 'abc', password: '' },
  ])('refuses malformed body %j with 400', async (payload) => {
    const res = await login(payload, '10.0.5.1');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('POST /api/logout', () => {
  it('clears the session cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/logout', payload: {} });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/token=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it.each(['cookie', 'bearer'] as const)(
    'ends the session it is sent with (%s): the token is refused at once, as Bearer and as cookie',
    async (sentAs) => {
      const { username, password } = await registerPlayer(app);
      const other = (await login({ username, password })).json().token as string;
      const token = (await login({ username, password })).json().token as string;
      const as = (how: 'cookie' | 'bearer', t: string): Record<string, string> =>
        how === 'cookie' ? { cookie: `token=${t}` } : { authorization: `Bearer ${t}` };
      const user = (headers: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/user', headers, payload: {} });
      // A hero without a job yet answers 202 (choose a job first).
      expect((await user(as('bearer', token))).statusCode).toBe(202);

      const out = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: as(sentAs, token),
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      for (const how of ['bearer', 'cookie'] as const) {
        const res = await user(as(how, token));
        expect(res.statusCode, how).toBe(401);
        expect(res.json().message).toBe('Your session has expired. Please log in again.');
      }
      // Only that session: the player's other login goes on.
      expect((await user(as('bearer', other))).statusCode).toBe(202);
    },
  );
});

describe('GET /api/health', () => {
  it('answers 200 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
