import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream } from '@demonbane/test-support/event-stream-client';
import { createTestApp } from '../../test/test-app';
import { createHero, logIn, type TestPlayer } from '../../test/fixtures';
import { streamsHeld } from '../../test/event-streams';

// Small limits, and one trusted proxy so that each test can come from addresses of its own.
const { app } = await createTestApp({
  EVENTS_MAX_PER_SESSION: '2',
  EVENTS_MAX_PER_ACCOUNT: '3',
  EVENTS_MAX_PER_ADDRESS: '4',
  EVENTS_MAX_STREAMS: '5',
  TRUST_PROXY: '1',
});
let baseUrl: string;
const streams: OpenStream[] = [];
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const open = async (token: string, address: string) => {
  const s = await openEventStream(baseUrl, token, undefined, { 'x-forwarded-for': address });
  streams.push(s);
  return s;
};

/** The answer is the refusal the limits give: status, message, Retry-After, and nothing held. */
async function expectRefused(s: OpenStream, status: number, message: RegExp, held: number) {
  expect(s.status).toBe(status);
  expect((await s.refusal)?.message).toMatch(message);
  expect(s.headers.get('retry-after')).toBe('30');
  expect(s.headers.get('content-type')).toContain('application/json');
  // The refused client's socket is not kept for another request.
  expect(s.headers.get('connection')).toBe('close');
  expect(app.eventHub.size).toBe(held);
}

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await streamsHeld(app, 0);
});

describe('GET /api/events limits', () => {
  it('opens at most EVENTS_MAX_PER_SESSION streams per session (429), and one more once one closes', async () => {
    const p = await createHero(app);
    const address = freshAddress();
    const [a, b] = [await open(p.token, address), await open(p.token, address)];
    expect([a.status, b.status]).toEqual([200, 200]);
    await expectRefused(
      await open(p.token, address),
      429,
      /^Too many live update streams for this session \(at most 2\)\./,
      2,
    );
    // Another session of the same player is not this session.
    const { token: second } = await logIn(app, p.username);
    expect((await open(second, address)).status).toBe(200);
    a.close();
    await streamsHeld(app, 2);
    expect((await open(p.token, address)).status).toBe(200);
  });

  it('lets no burst of simultaneous opens past a limit', async () => {
    const p = await createHero(app);
    const address = freshAddress();
    const burst = await Promise.all(Array.from({ length: 8 }, () => open(p.token, address)));
    expect(burst.map((s) => s.status).sort()).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
    expect(app.eventHub.size).toBe(2);
  });

  it('opens at most EVENTS_MAX_PER_ACCOUNT streams per account, whatever the session (429)', async () => {
    const p = await createHero(app);
    const { token: second } = await logIn(app, p.username);
    const address = freshAddress();
    for (const token of [p.token, p.token, second]) {
      expect((await open(token, address)).status).toBe(200);
    }
    await expectRefused(
      await open(second, freshAddress()),
      429,
      /^Too many live update streams for this account \(at most 3\)\./,
      3,
    );
    const other = await createHero(app);
    expect((await open(other.token, address)).status).toBe(200);
  });

  it('opens at most EVENTS_MAX_PER_ADDRESS streams per address, whatever the account (429)', async () => {
    const players: TestPlayer[] = [await createHero(app), await createHero(app)];
    const address = freshAddress();
    for (const p of [...players, ...players])
      expect((await open(p.token, address)).status).toBe(200);
    const third = await createHero(app);
    await expectRefused(
      await open(third.token, address),
      429,
      /^Too many live update streams from this address \(at most 4\)\./,
      4,
    );
    expect((await open(third.token, freshAddress())).status).toBe(200);
  });

  it('holds at most EVENTS_MAX_STREAMS in the process (503)', async () => {
    const players: TestPlayer[] = [await createHero(app), await createHero(app)];
    for (const p of [...players, ...players]) {
      expect((await open(p.token, freshAddress())).status).toBe(200);
    }
    const fifth = await createHero(app);
    expect((await open(fifth.token, freshAddress())).status).toBe(200);
    const late = await createHero(app);
    await expectRefused(
      await open(late.token, freshAddress()),
      503,
      /^The server has too many live update streams open\. Try again in a moment\.$/,
      5,
    );
    // A refusal holds nothing: once one stream closes, the late player gets in.
    streams[0]!.close();
    await streamsHeld(app, 4);
    expect((await open(late.token, freshAddress())).status).toBe(200);
  });

  it('refuses a missing or bad session with 401 before counting anything', async () => {
    const s = await open('not-a-token', freshAddress());
    expect(s.status).toBe(401);
    expect(app.eventHub.size).toBe(0);
  });
});
