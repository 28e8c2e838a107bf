import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import { createTestApp } from '../test-app';
import { createHero, DEFAULT_PASSWORD, type TestPlayer } from '../fixtures';
import { users } from '../../db/schema';
import { registeredRoutes } from './registered-routes';
import {
  PROTECTED_ROUTES,
  PUBLIC_ROUTES,
  VICTIM_PASSWORD,
  type ProtectedRoute,
} from './authz-routes';
import { createRichHero, snapshotPlayer, type PlayerSnapshot } from './player-state';
import {
  algNoneToken,
  claimsOf,
  expiredToken,
  GARBAGE_TOKEN,
  signHs256,
  wrongKeyToken,
} from './session-tokens';

const testApp = await createTestApp();
const { app, database } = testApp;

/** How a request carries its credentials. */
type Credentials =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | { kind: 'cookie'; token: string }
  | { kind: 'header'; value: string };

const headersFor = (c: Credentials): Record<string, string> => {
  switch (c.kind) {
    case 'none':
      return {};
    case 'bearer':
      return { authorization: `Bearer ${c.token}` };
    case 'cookie':
      return { cookie: `token=${c.token}` };
    case 'header':
      return { authorization: c.value };
  }
};

/**
 * `letThrough`: credentials that should pass; a stream route then answers a stream
 * that never ends by itself, so only its status is read before it is closed.
 */
const send = async (
  route: ProtectedRoute,
  credentials: Credentials,
  body: Record<string, unknown>,
  letThrough = false,
) => {
  const asStream = route.stream === true && letThrough;
  const res = await app.inject({
    method: route.method,
    url: `${API_PREFIX}${route.url}`,
    headers: headersFor(credentials),
    ...(route.method === 'POST' ? { payload: body } : {}),
    ...(asStream ? { payloadAsStream: true } : {}),
  });
  if (asStream) res.stream().destroy();
  return res;
};

const expectRefusal = (res: LightMyRequestResponse, status: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
};

const UNKNOWN_LISTING = randomUUID();
const UNKNOWN_FIGHT = randomUUID();

/** The `sid` claim of a token the server issued. */
const sessionIdOf = (token: string): string => claimsOf(token).sid;
const AUTH_MESSAGES = [
  'Please log in first.',
  'Your session has expired. Please log in again.',
  'You can only act for your own hero.',
];

let victim: TestPlayer;
let victimListing: string;
let victimFight: string;
let attacker: TestPlayer;
let control: TestPlayer;
let gone: { userId: string; token: string };
let loggedOut: TestPlayer;
let baseline: PlayerSnapshot;
let requests = 0;

beforeAll(async () => {
  const rich = await createRichHero(testApp);
  victim = rich.player;
  victimListing = rich.listingId;
  victimFight = rich.fightId;
  attacker = await createHero(app);
  control = await createHero(app);
  // Never used before it is gone, so no server has its session cached (the cache is
  // tested on its own in session-cache.test.ts and sessions.test.ts).
  const goneHero = await createHero(app, { job: null });
  await database.db.delete(users).where(eq(users.id, goneHero.userId));
  gone = { userId: goneHero.userId, token: goneHero.token };
  loggedOut = await createHero(app);
  expect((await loggedOut.post('/api/logout')).statusCode).toBe(200);
  // The attacker is assumed to know the victim's password; it must not be the attacker's.
  const changed = await victim.post('/api/account/password', {
    current_password: DEFAULT_PASSWORD,
    new_password: VICTIM_PASSWORD,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  baseline = await snapshotPlayer(app, database.db, victim);
});

afterAll(() => {
  // The report's request count; printed once so the matrix size is visible in CI logs.
  console.info(`authz matrix: ${requests} requests`);
});

describe('the route table', () => {
  it('lists every route the app serves, and only those', () => {
    const served = registeredRoutes(app).map((r) => `${r.method} ${r.url}`);
    const listed = [...PROTECTED_ROUTES, ...PUBLIC_ROUTES].map(
      (r) => `${r.method} ${API_PREFIX}${('route' in r && r.route) || r.url.split('?')[0]}`,
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect([...served].sort()).toEqual([...listed].sort());
  });

  it.each(PUBLIC_ROUTES)('$method $url answers without a token', async (route) => {
    requests++;
    const res = await app.inject({
      method: route.method,
      url: `${API_PREFIX}${route.url}`,
      ...(route.payload ? { payload: route.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(route.status);
  });
});

interface MatrixCase {
  name: string;
  credentials: () => Credentials;
  /** Whose id the body claims; none when undefined. */
  claims: () => string | undefined;
  status: number;
  message?: string;
}

const UNAUTHENTICATED = 'Please log in first.';
const NON_UUID_SUBJECT = 'a signed token whose subject is not a user id';
const EXPIRED = 'Your session has expired. Please log in again.';

/** The forged tokens, each tried as a Bearer token (`noun` token) and as the cookie. */
const forgedTokens = (
  kind: 'bearer' | 'cookie',
  noun: string,
): [string, () => Credentials, string][] => [
  [`a garbage ${noun}`, () => ({ kind, token: GARBAGE_TOKEN }), EXPIRED],
  [`an expired ${noun}`, () => ({ kind, token: expiredToken(victim.token) }), EXPIRED],
  [`an alg:none ${noun}`, () => ({ kind, token: algNoneToken(victim.token) }), EXPIRED],
  [
    `a ${noun} signed with another key`,
    () => ({ kind, token: wrongKeyToken(victim.token) }),
    EXPIRED,
  ],
];

/** Every credential an attacker without the victim's session might try, each → 401. */
const BAD_CREDENTIALS: MatrixCase[] = [
  ['no token', (): Credentials => ({ kind: 'none' }), UNAUTHENTICATED],
  ...forgedTokens('bearer', 'token'),
  [
    NON_UUID_SUBJECT,
    (): Credentials => ({
      kind: 'bearer',
      token: signHs256({ sub: 'admin', exp: Math.floor(Date.now() / 1000) + 600 }),
    }),
    EXPIRED,
  ],
  [
    'a valid token under another scheme',
    (): Credentials => ({ kind: 'header', value: `Basic ${victim.token}` }),
    UNAUTHENTICATED,
  ],
  [
    'a token without an expiry',
    (): Credentials => ({
      kind: 'bearer',
      token: signHs256({ sub: victim.userId, sid: sessionIdOf(victim.token) }),
    }),
    EXPIRED,
  ],
  [
    'a token without a session id',
    (): Credentials => ({
      kind: 'bearer',
      token: signHs256({ sub: victim.userId, exp: Math.floor(Date.now() / 1000) + 600 }),
    }),
    EXPIRED,
  ],
  [
    'the victim’s session id in a token for another subject',
    (): Credentials => ({
      kind: 'bearer',
      token: signHs256({
        sub: attacker.userId,
        sid: sessionIdOf(victim.token),
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    }),
    EXPIRED,
  ],
  [
    'a token after its logout',
    (): Credentials => ({ kind: 'bearer', token: loggedOut.token }),
    EXPIRED,
  ],
  [
    'a cookie after its logout',
    (): Credentials => ({ kind: 'cookie', token: loggedOut.token }),
    EXPIRED,
  ],
  ...forgedTokens('cookie', 'cookie'),
].map(([name, credentials, message]) => ({
  name: name as string,
  credentials: credentials as () => Credentials,
  // A subject that is not a user id claims nothing in the body: the token alone decides.
  claims: () =>
    name === NON_UUID_SUBJECT
      ? undefined
      : ((name as string).includes('logout') ? loggedOut : victim).userId,
  status: 401,
  message: message as string,
}));

describe.each(PROTECTED_ROUTES)('$method $url', (route) => {
  const bodyFor = (
    claims: string | undefined,
    listingId = victimListing,
    fightId = victimFight,
  ) => ({
    ...(route.body?.({ listingId, fightId }) ?? {}),
    ...(claims === undefined ? {} : { userId: claims }),
  });

  it.each(BAD_CREDENTIALS)('refuses $name with 401', async (c) => {
    requests++;
    expectRefusal(await send(route, c.credentials(), bodyFor(c.claims())), c.status, c.message);
  });

  // A GET carries no body: there is no userId to claim, only the token's own user.
  if (route.method === 'POST') {
    it('refuses a valid token that claims the victim’s userId with 403', async () => {
      requests++;
      const res = await send(
        route,
        { kind: 'bearer', token: attacker.token },
        bodyFor(victim.userId),
      );
      expectRefusal(res, 403, 'You can only act for your own hero.');
    });
  }

  it('refuses a validly signed token of an account that no longer exists with 401', async () => {
    requests++;
    // With an Idempotency-Key too: claiming a key for a missing user once ended in a 500.
    const res = await app.inject({
      method: route.method,
      url: `${API_PREFIX}${route.url}`,
      headers: { authorization: `Bearer ${gone.token}`, 'idempotency-key': `gone-${requests}` },
      ...(route.method === 'POST' ? { payload: bodyFor(gone.userId) } : {}),
    });
    expectRefusal(res, 401, EXPIRED);
  });

  it.each(route.foreign ?? [])('with the attacker’s own token, refuses $name', async (c) => {
    requests++;
    const res = await send(
      route,
      { kind: 'bearer', token: attacker.token },
      {
        ...c.body({ listingId: victimListing, fightId: victimFight }),
        userId: attacker.userId,
      },
    );
    expect(res.statusCode, res.body).toBe(c.status);
    expect(res.json().message).toBe(c.message);
  });

  // Controls: the same request with good credentials gets past auth, so the refusals
  // above are the credentials' doing and not a route that refuses everyone.
  it.each([
    ['Bearer header', (p: TestPlayer): Credentials => ({ kind: 'bearer', token: p.token })],
    ['cookie', (p: TestPlayer): Credentials => ({ kind: 'cookie', token: p.token })],
  ] as const)('lets a valid %s through', async (_name, credentials) => {
    requests++;
    const player = route.endsSessions ? await createHero(app) : control;
    const res = await send(
      route,
      credentials(player),
      bodyFor(player.userId, UNKNOWN_LISTING, UNKNOWN_FIGHT),
      true,
    );
    if (route.stream) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      return;
    }
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect([401, 403]).not.toContain(res.statusCode);
    if (res.statusCode >= 400) expect(AUTH_MESSAGES).not.toContain(res.json().message);
  });

  it('leaves the victim exactly as they were, still logged in', async () => {
    expect(await snapshotPlayer(app, database.db, victim)).toEqual(baseline);
    expect((await victim.post('/api/user')).statusCode).toBe(200);
  });
});
