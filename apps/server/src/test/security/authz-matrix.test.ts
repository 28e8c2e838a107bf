import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import { createTestApp } from '../test-app';
import { createHero, type TestPlayer } from '../fixtures';
import { users } from '../../db/schema';
import { registeredRoutes } from './registered-routes';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, type ProtectedRoute } from './authz-routes';
import { createRichHero, snapshotPlayer, type PlayerSnapshot } from './player-state';
import {
  algNoneToken,
  expiredToken,
  GARBAGE_TOKEN,
  signHs256,
  validToken,
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

const send = (route: ProtectedRoute, credentials: Credentials, body: Record<string, unknown>) =>
  app.inject({
    method: route.method,
    url: `${API_PREFIX}${route.url}`,
    headers: headersFor(credentials),
    payload: body,
  });

const expectRefusal = (res: LightMyRequestResponse, status: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
};

const UNKNOWN_LISTING = randomUUID();
const AUTH_MESSAGES = [
  'Please log in first.',
  'Your session has expired. Please log in again.',
  'You can only act for your own hero.',
];

let victim: TestPlayer;
let victimListing: string;
let attacker: TestPlayer;
let control: TestPlayer;
let gone: { userId: string; token: string };
let baseline: PlayerSnapshot;
let requests = 0;

beforeAll(async () => {
  const rich = await createRichHero(testApp);
  victim = rich.player;
  victimListing = rich.listingId;
  attacker = await createHero(app);
  control = await createHero(app);
  const goneHero = await createHero(app);
  await database.db.delete(users).where(eq(users.id, goneHero.userId));
  gone = { userId: goneHero.userId, token: goneHero.token };
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
      (r) => `${r.method} ${API_PREFIX}${r.url.split('?')[0]}`,
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

/** Every credential an attacker without the victim's session might try, each → 401. */
const BAD_CREDENTIALS: MatrixCase[] = [
  ['no token', (): Credentials => ({ kind: 'none' }), UNAUTHENTICATED],
  ['a garbage token', (): Credentials => ({ kind: 'bearer', token: GARBAGE_TOKEN }), EXPIRED],
  [
    'an expired token',
    (): Credentials => ({ kind: 'bearer', token: expiredToken(victim.userId) }),
    EXPIRED,
  ],
  [
    'an alg:none token',
    (): Credentials => ({ kind: 'bearer', token: algNoneToken(victim.userId) }),
    EXPIRED,
  ],
  [
    'a token signed with another key',
    (): Credentials => ({ kind: 'bearer', token: wrongKeyToken(victim.userId) }),
    EXPIRED,
  ],
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
  ['a garbage cookie', (): Credentials => ({ kind: 'cookie', token: GARBAGE_TOKEN }), EXPIRED],
  [
    'an expired cookie',
    (): Credentials => ({ kind: 'cookie', token: expiredToken(victim.userId) }),
    EXPIRED,
  ],
  [
    'an alg:none cookie',
    (): Credentials => ({ kind: 'cookie', token: algNoneToken(victim.userId) }),
    EXPIRED,
  ],
  [
    'a cookie signed with another key',
    (): Credentials => ({ kind: 'cookie', token: wrongKeyToken(victim.userId) }),
    EXPIRED,
  ],
].map(([name, credentials, message]) => ({
  name: name as string,
  credentials: credentials as () => Credentials,
  // A subject that is not a user id claims nothing in the body: the token alone decides.
  claims: () => (name === NON_UUID_SUBJECT ? undefined : victim.userId),
  status: 401,
  message: message as string,
}));

describe.each(PROTECTED_ROUTES)('$method $url', (route) => {
  const bodyFor = (claims: string | undefined, listingId = victimListing) => ({
    ...(route.body?.({ listingId }) ?? {}),
    ...(claims === undefined ? {} : { userId: claims }),
  });

  it.each(BAD_CREDENTIALS)('refuses $name with 401', async (c) => {
    requests++;
    expectRefusal(await send(route, c.credentials(), bodyFor(c.claims())), c.status, c.message);
  });

  it('refuses a valid token that claims the victim’s userId with 403', async () => {
    requests++;
    const res = await send(
      route,
      { kind: 'bearer', token: attacker.token },
      bodyFor(victim.userId),
    );
    expectRefusal(res, 403, 'You can only act for your own hero.');
  });

  it(`answers a valid token of a deleted account with ${route.goneStatus ?? 404}`, async () => {
    requests++;
    const res = await send(route, { kind: 'bearer', token: gone.token }, bodyFor(gone.userId));
    expect(res.statusCode, res.body).toBe(route.goneStatus ?? 404);
    if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
  });

  it.each(route.foreign ?? [])('with the attacker’s own token, refuses $name', async (c) => {
    requests++;
    const res = await send(
      route,
      { kind: 'bearer', token: attacker.token },
      {
        ...c.body({ listingId: victimListing }),
        userId: attacker.userId,
      },
    );
    expect(res.statusCode, res.body).toBe(c.status);
    expect(res.json().message).toBe(c.message);
  });

  // Controls: the same request with good credentials gets past auth, so the refusals
  // above are the credentials' doing and not a route that refuses everyone.
  it.each([
    ['Bearer header', (): Credentials => ({ kind: 'bearer', token: control.token })],
    ['cookie', (): Credentials => ({ kind: 'cookie', token: validToken(control.userId) })],
  ] as const)('lets a valid %s through', async (_name, credentials) => {
    requests++;
    const res = await send(route, credentials(), bodyFor(control.userId, UNKNOWN_LISTING));
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect([401, 403]).not.toContain(res.statusCode);
    if (res.statusCode >= 400) expect(AUTH_MESSAGES).not.toContain(res.json().message);
  });

  it('leaves the victim exactly as they were', async () => {
    expect(await snapshotPlayer(app, database.db, victim)).toEqual(baseline);
  });
});
