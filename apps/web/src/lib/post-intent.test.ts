import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { route } from '@demonbane/shared/api-contract';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { INTENT_RETRY_WINDOW_MS, newIdempotencyKey, postIntent } from './post-intent';

const ok = z.object({ message: z.string() });

/** An idempotent POST route at `path` taking any body and answering `{ message }`. */
const intent = (path: string) =>
  route({
    method: 'POST',
    path,
    body: z.record(z.string(), z.unknown()),
    responses: { 200: ok },
    idempotent: 'economy',
  });
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The Idempotency-Key of every request, in order. */
function keysSent(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

/** A server whose answers the test releases one at a time. */
function heldServer() {
  const waiting: ((reply: MockReply) => void)[] = [];
  const fetchMock = mockApi(() => new Promise<MockReply>((resolve) => waiting.push(resolve)));
  const answer = (reply: MockReply = { status: 200, body: { message: 'Done.' } }) =>
    waiting.shift()?.(reply);
  return { fetchMock, answer };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('postIntent', () => {
  it('sends an Idempotency-Key the server accepts', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { message: 'Bought.' } }));
    await expect(postIntent(intent('/shop/purchase'), { itemId: 'p1', qty: 1 })).resolves.toEqual({
      message: 'Bought.',
    });
    const [key] = keysSent(fetchMock);
    expect(key).toMatch(KEY_PATTERN);
  });

  it('reuses the key when the same intent is sent again while the first is in flight', async () => {
    const { fetchMock, answer } = heldServer();
    const first = postIntent(intent('/bazaar/buy'), { listingId: 'l1' });
    const second = postIntent(intent('/bazaar/buy'), { listingId: 'l1' });
    const other = postIntent(intent('/bazaar/buy'), { listingId: 'l2' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    answer();
    answer();
    answer();
    await Promise.all([first, second, other]);

    const [a, b, c] = keysSent(fetchMock);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('uses a new key for a new click once the server has answered', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { message: 'Hit.' } }));
    await postIntent(intent('/explore/attack'), { userId: 'u1' });
    await postIntent(intent('/explore/attack'), { userId: 'u1' });
    const [a, b] = keysSent(fetchMock);
    expect(b).not.toBe(a);
  });

  it('keeps the key for a retry after a network error or a 5xx, then lets it go', async () => {
    let reply = 0;
    const fetchMock = mockApi(() => {
      reply += 1;
      if (reply === 1) throw new TypeError('Failed to fetch');
      if (reply === 2) return { status: 502 };
      return { status: 200, body: { message: 'Drawn.' } };
    });
    const draw = () => postIntent(intent('/gacha'), { box: 1, amount: 1 });
    await expect(draw()).rejects.toBeInstanceOf(TypeError);
    await expect(draw()).rejects.toMatchObject({ status: 502 });
    await draw();
    await draw();

    const [lost, failed, retried, next] = keysSent(fetchMock);
    expect(failed).toBe(lost);
    expect(retried).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('uses a new key after a refusal, which the server would only replay', async () => {
    let reply = 0;
    const fetchMock = mockApi(() => {
      reply += 1;
      return reply === 1
        ? { status: 400, body: { message: 'Not enough gold.' } }
        : { status: 200, body: { message: 'Bought.' } };
    });
    const buy = () => postIntent(intent('/shop/purchase'), { itemId: 'p1', qty: 1 });
    await expect(buy()).rejects.toMatchObject({ status: 400 });
    await buy();
    const [refused, bought] = keysSent(fetchMock);
    expect(bought).not.toBe(refused);
  });

  it('treats a retry long after a lost request as a new intent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let reply = 0;
    const fetchMock = mockApi(() => {
      reply += 1;
      if (reply === 1) throw new TypeError('Failed to fetch');
      return { status: 200, body: { message: 'Claimed.' } };
    });
    await expect(postIntent(intent('/forge/claim'), { userId: 'u1' })).rejects.toThrow();
    vi.setSystemTime(Date.now() + INTENT_RETRY_WINDOW_MS + 1);
    await postIntent(intent('/forge/claim'), { userId: 'u1' });
    const [lost, later] = keysSent(fetchMock);
    expect(later).not.toBe(lost);
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct valid keys, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(KEY_PATTERN);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
  });
});
