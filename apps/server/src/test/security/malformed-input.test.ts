import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import { ALL_ROUTES } from '@demonbane/shared/api-routes';
import { createTestApp } from '../test-app';
import { DEFAULT_PASSWORD, registerPlayer } from '../fixtures';
import { registeredRoutes } from './registered-routes';
import { queryRows } from '../../db/database';
import { createRichHero, snapshotPlayer, type PlayerSnapshot } from './player-state';
import { bodySpecs } from './body-specs';
import { bodyCases, type BodyCase } from './body-cases';
import type { BodySpec } from './body-model';

// A database of its own: it counts every account and login counter, which other files
// running at the same time on the shared one would move.
const testApp = await createTestApp({}, { ownDatabase: true });
const { app, database } = testApp;
const { player: hero } = await createRichHero(testApp);
const loginTarget = await registerPlayer(app);

const plans = bodySpecs(hero.userId, loginTarget).map((spec) => ({
  spec,
  cases: bodyCases(spec, spec.public ? undefined : hero.userId),
}));
const refused = (cases: BodyCase[]) => cases.filter((c) => c.verdict !== 'valid');
const accepted = (cases: BodyCase[]) => cases.filter((c) => c.verdict === 'valid');

/** The zod schema behind each POST route, from the contract, to check the model against. */
const SCHEMAS = new Map<string, ZodType | undefined>(
  ALL_ROUTES.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]),
);
const schemaOf = (url: string) => {
  if (!SCHEMAS.has(url)) throw new Error(`${url} is not a POST route of the contract`);
  return SCHEMAS.get(url);
};

let requests = 0;
afterAll(() => {
  // The matrix size, printed once so it is visible in CI logs.
  console.info(`malformed input: ${requests} requests`);
});

/** The hero's current token: renewed after a call that may have ended its sessions. */
let token = hero.token;

const send = async (spec: BodySpec, c: BodyCase) => {
  requests++;
  const res = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}${spec.url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
    },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
  if (spec.endsSessions && res.statusCode === 200) {
    const login = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/login`,
      payload: { username: hero.username, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().token;
  }
  return res;
};

const parse = (text: string): { message?: unknown; success?: unknown } | undefined => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

type Answer = Awaited<ReturnType<typeof send>>;

/**
 * Sends each case in turn and lists what `wrongness` says of the wrong answers (null for
 * a right one): one failure names every case a route got wrong.
 */
const wrongAnswers = async (
  spec: BodySpec,
  cases: BodyCase[],
  wrongness: (c: BodyCase, res: Answer, body: ReturnType<typeof parse>) => string | null,
) => {
  const wrong: string[] = [];
  for (const c of cases) {
    const res = await send(spec, c);
    const problem = wrongness(c, res, parse(res.body));
    if (problem !== null) wrong.push(problem);
  }
  return wrong;
};

/** Accounts and login counters: what refused register and login bodies must not touch. */
const globalState = async () => ({
  users: await queryRows(database.db, sql`SELECT count(*)::int AS n FROM users`),
  throttle: await queryRows(database.db, sql`SELECT * FROM login_throttle ORDER BY key`),
});

describe('the body model', () => {
  it('has a spec for every POST route the app serves', () => {
    const served = registeredRoutes(app)
      .filter((r) => r.method === 'POST')
      .map((r) => r.url.slice(API_PREFIX.length));
    expect(plans.map((p) => p.spec.url).sort()).toEqual(served.sort());
  });

  it('generates at least 150 bodies per POST route, both refused and accepted ones', () => {
    for (const { spec, cases } of plans) {
      expect(cases.length, spec.url).toBeGreaterThanOrEqual(150);
      // Without a schema (logout) only the parser refuses: bad JSON, size, media type.
      expect(refused(cases).length, spec.url).toBeGreaterThan(spec.schemaless ? 20 : 100);
      expect(accepted(cases).length, spec.url).toBeGreaterThan(0);
    }
  });

  it('agrees with the shared zod schemas on every JSON object body', () => {
    const disagreements: string[] = [];
    for (const { spec, cases } of plans) {
      const schema = schemaOf(spec.url);
      if (!schema) continue;
      for (const c of cases) {
        if (c.contentType !== 'application/json' || !c.payload?.startsWith('{')) continue;
        // Refused on size before parsing; not worth parsing 2 MB per route here.
        if (c.verdict === 413) continue;
        let body: unknown;
        try {
          body = JSON.parse(c.payload);
        } catch {
          continue;
        }
        const passes = schema.safeParse(body).success;
        if (passes !== (c.verdict !== 400)) disagreements.push(`${spec.url} ${c.name}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('malformed bodies', () => {
  let before: PlayerSnapshot;
  let beforeGlobal: Awaited<ReturnType<typeof globalState>>;
  beforeAll(async () => {
    before = await snapshotPlayer(app, database.db, hero);
    beforeGlobal = await globalState();
  });

  it.each(plans)(
    'POST $spec.url: each refused with its 4xx and a message',
    async ({ spec, cases }) => {
      const wrong = await wrongAnswers(spec, refused(cases), (c, res, body) => {
        const shaped =
          typeof body?.message === 'string' && (spec.url !== '/gacha' || body.success === false);
        return res.statusCode !== c.verdict || !shaped
          ? `${c.name}: want ${c.verdict}, got ${res.statusCode} ${res.body.slice(0, 100)}`
          : null;
      });
      expect(wrong).toEqual([]);
    },
  );

  it('changed nothing: the hero, the accounts and the login counters are as they were', async () => {
    expect(await snapshotPlayer(app, database.db, hero)).toEqual(before);
    expect(await globalState()).toEqual(beforeGlobal);
  });
});

// Run after the state check: these are real requests (a purchase, a draw...) and may change things.
describe('bodies the model accepts', () => {
  it.each(plans)(
    'POST $spec.url: handled without a 5xx or an auth refusal',
    async ({ spec, cases }) => {
      // A wrong password is a 401 on /login; anywhere else 401/403 would mean auth refused the hero.
      const authRefusal = spec.public ? [] : [401, 403];
      const wrong = await wrongAnswers(spec, accepted(cases), (c, res, body) => {
        const fine =
          res.statusCode < 500 &&
          !authRefusal.includes(res.statusCode) &&
          (res.statusCode < 400 || typeof body?.message === 'string');
        return fine ? null : `${c.name}: got ${res.statusCode} ${res.body.slice(0, 100)}`;
      });
      expect(wrong).toEqual([]);
    },
  );
});

describe('public query strings and path parameters', () => {
  it.each([
    ['/bazaar?page=0', 400],
    ['/bazaar?page=1.5', 400],
    ['/bazaar?page=abc', 400],
    ['/bazaar?page=1e309', 400],
    ['/bazaar?page=10001', 400],
    ['/bazaar?pageSize=101', 400],
    ['/bazaar?pageSize=-1', 400],
    ['/bazaar?sort=cheapest', 400],
    ['/bazaar?rarity=Mythic', 400],
    ['/bazaar?currency=gems', 400],
    ['/bazaar?__proto__=1', 400],
    ['/bazaar?page=2&page=3', 400],
    ['/bazaar?page=5', 200],
    ['/bazaar/price-history?rarity=Common', 400],
    ['/bazaar/price-history?item_id=hunters-knife&rarity=Mythic', 400],
    [`/bazaar/price-history?item_id=${'a'.repeat(65)}&rarity=Common`, 400],
    ['/bazaar/price-history?item_id=a%00b&rarity=Common', 400],
    ['/bazaar/price-history?item_id=%F0%9F%92%80&rarity=Common', 400],
    ['/bazaar/price-history?item_id=nope&rarity=Common', 200],
    [`/guilds?search=${'a'.repeat(25)}`, 400],
    ['/guilds?search=a&search=b', 400],
    ['/guilds?page=1', 400],
    ['/guilds?search=%25_%5C', 200],
    ['/guilds?search=', 200],
    // A path parameter is validated as a query is: a replay id is a uuid.
    ['/replays/not-a-uuid', 400],
    ['/replays/00000000-0000-4000-8000-00000000000g', 400],
    ['/replays/00000000-0000-4000-8000-0000000000001', 400],
    ['/replays/%00', 400],
    ['/replays/%F0%9F%92%80', 400],
    [`/replays/${'a'.repeat(2000)}`, 400],
    ['/replays/00000000-0000-4000-8000-000000000000', 404],
    ['/replays/00000000-0000-4000-8000-000000000000?id=1', 404],
  ])('GET %s → %i', async (url, status) => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}${url}` });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) expect(typeof res.json().message).toBe('string');
  });
});
