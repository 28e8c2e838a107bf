import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createHero, DEFAULT_PASSWORD } from '../../test/fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stream that keeps every line written to it in `into`. */
const collect = (into: string[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      into.push(chunk.toString());
      done();
    },
  });

const lines: string[] = [];
// Behind one proxy, whose X-Request-Id is believed (the default, no proxy, is tested below).
const { app } = await createTestApp({ TRUST_PROXY: '1' }, { logStream: collect(lines) });
const player = await createHero(app);

beforeEach(() => {
  lines.length = 0;
});

interface LogLine {
  reqId?: string;
  msg: string;
  [field: string]: unknown;
}
const parse = (from: string[]): LogLine[] => from.map((l) => JSON.parse(l) as LogLine);
const logged = (): LogLine[] => parse(lines);
const linesOf = (reqId: string) => logged().filter((l) => l.reqId === reqId);

/** A purchase as the player, with a request id of our choosing. */
const buy = (reqId: string, qty: number) =>
  app.inject({
    method: 'POST',
    url: '/api/shop/purchase',
    headers: { authorization: `Bearer ${player.token}`, 'x-request-id': reqId },
    payload: { itemId: 'potion-minor', type: 'gold', qty },
  });

/** GET /api/health sending `id` as the request's id. */
const healthWithId = (id: string) =>
  app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });

describe('the request id', () => {
  it('is never the one a client sent when no proxy is trusted', async () => {
    const { app: direct } = await createTestApp();
    const forged = await direct.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a.01_Z' },
    });
    const plain = await direct.inject({ method: 'GET', url: '/api/health' });
    expect(forged.headers['x-request-id']).toMatch(UUID);
    expect(plain.headers['x-request-id']).toMatch(UUID);
    expect(forged.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);
  });

  it('is made up when none is sent, and said in the answer', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each(['edge-7f3a.01_Z', 'a', 'x'.repeat(64)])(
    'is the one a trusted proxy sent when it is sane (%s)',
    async (id) => {
      const res = await healthWithId(id);
      expect(res.headers['x-request-id']).toBe(id);
    },
  );

  it.each([
    ['too long', 'x'.repeat(65)],
    ['a space', 'two words'],
    ['a line break', 'evil\u2028"injected":1'],
    ['a slash', '../etc'],
    ['a quote', 'a"b'],
    ['empty', ''],
  ])('is replaced when the one sent has %s', async (_name, id) => {
    const res = await healthWithId(id);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it.each([
    ['a refusal', 'POST', '/api/shop', 401],
    ['an invalid body', 'POST', '/api/login', 400],
    ['an unknown API route', 'GET', '/api/nowhere', 404],
    ['an unknown page', 'GET', '/nowhere', 404],
    ['an address the router cannot read', 'GET', '/api/%E0%A4%A', 400],
  ] as const)('is said on %s too', async (_name, method, url, status) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'x-request-id': 'traced-1' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-request-id']).toBe('traced-1');
  });

  it('is on every log line of its request, Fastify’s own lines at debug too', async () => {
    const debugLines: string[] = [];
    const { app: verbose } = await createTestApp(
      { TRUST_PROXY: '1', LOG_LEVEL: 'debug' },
      { logStream: collect(debugLines) },
    );
    const buyer = await createHero(verbose);
    debugLines.length = 0;
    await verbose.inject({
      method: 'POST',
      url: '/api/shop/purchase',
      headers: { authorization: `Bearer ${buyer.token}`, 'x-request-id': 'same-id-everywhere' },
      payload: { itemId: 'potion-minor', type: 'gold', qty: 1 },
    });
    const all = parse(debugLines);
    expect(all.map((l) => [l.msg, l.level])).toEqual([
      ['incoming request', 20],
      ['player action', 30],
      ['request completed', 20],
    ]);
    expect(all.filter((l) => l.reqId !== 'same-id-everywhere')).toEqual([]);
  });
});

describe('at info', () => {
  it('a player action writes one line, its own', async () => {
    await buy('one-line', 1);
    expect(logged().map((l) => l.msg)).toEqual(['player action']);
  });

  it('reads, public calls and refusals before any route write nothing', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/gacha/boxs' });
    await app.inject({ method: 'GET', url: '/api/nowhere' });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: player.username, password: DEFAULT_PASSWORD },
    });
    expect(lines).toEqual([]);
  });

  it('a failure is logged at error with its stack, beside the action line', async () => {
    const failing: string[] = [];
    const local = await createTestApp({}, { logStream: collect(failing) });
    const hero = await createHero(local.app);
    // Closing the database under the app makes every query fail unexpectedly.
    await local.database.close();
    failing.length = 0;
    const res = await hero.post('/api/user');
    expect(res.statusCode).toBe(500);
    const mine = parse(failing).filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'unhandled error',
        err: expect.objectContaining({ stack: expect.stringContaining('\n    at ') }),
      }),
      expect.objectContaining({ level: 30, msg: 'player action', status: 500, outcome: 'error' }),
    ]);
  });
});

describe('the line of a player action', () => {
  it('says who did what, with status, outcome and time, once, when accepted', async () => {
    const res = await buy('accepted-1', 1);
    expect(res.statusCode).toBe(200);
    const actions = linesOf('accepted-1').filter((l) => l.action);
    expect(actions).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'accepted-1',
        userId: player.userId,
        action: 'POST /api/shop/purchase',
        status: 200,
        outcome: 'ok',
        ms: expect.any(Number),
      }),
    ]);
    expect(actions[0]).not.toHaveProperty('message');
  });

  it('carries the refusal’s message when refused', async () => {
    const res = await buy('refused-1', 99_999);
    expect(res.statusCode).toBe(400);
    const refused = await buy('refused-2', 99);
    expect(refused.statusCode).toBe(409);
    for (const [reqId, answer] of [
      ['refused-1', res],
      ['refused-2', refused],
    ] as const) {
      const actions = linesOf(reqId).filter((l) => l.action);
      expect(actions).toEqual([
        expect.objectContaining({
          userId: player.userId,
          action: 'POST /api/shop/purchase',
          status: answer.statusCode,
          outcome: 'refused',
          message: answer.json().message,
        }),
      ]);
    }
  });

  it('is written for a refused session too, naming nobody', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/shop',
      headers: { 'x-request-id': 'no-session' },
      payload: {},
    });
    const [action] = linesOf('no-session').filter((l) => l.action);
    expect(action).toMatchObject({
      status: 401,
      outcome: 'refused',
      message: 'Please log in first.',
    });
    expect(action).not.toHaveProperty('userId');
  });

  it('is not written for public calls and reads', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-request-id': 'public-1' },
      payload: { username: player.username, password: DEFAULT_PASSWORD },
    });
    await app.inject({
      method: 'GET',
      url: '/api/gacha/boxs',
      headers: { 'x-request-id': 'public-2' },
    });
    expect(logged().filter((l) => l.action)).toEqual([]);
  });

  it('never holds the token, the cookie or a password', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/shop/purchase',
      headers: { cookie: `token=${player.token}`, 'x-request-id': 'cookie-1' },
      payload: { itemId: 'potion-minor', type: 'gold', qty: 1 },
    });
    await buy('bearer-1', 1);
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: player.username, password: DEFAULT_PASSWORD },
    });
    const text = lines.join('');
    expect(linesOf('cookie-1').find((l) => l.action)).toMatchObject({ outcome: 'ok' });
    expect(text).not.toContain(player.token);
    expect(text).not.toContain(player.token.split('.')[2]!);
    expect(text).not.toContain(DEFAULT_PASSWORD);
  });
});
