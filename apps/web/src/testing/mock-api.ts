import { expect, vi } from 'vitest';
import { TEST_USER_ID } from './render-app';

export interface MockReply {
  status: number;
  body?: unknown;
  /** Headers beyond Content-Type (a 429's Retry-After). */
  headers?: Record<string, string>;
}

export type MockHandler = (
  path: string,
  body: Record<string, unknown>,
) => MockReply | Promise<MockReply>;

/** Stubs fetch for /api calls; the returned mock records every request for assertions. */
export function mockApi(handler: MockHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const reply = await handler(path, body);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers each call with the next of `answers`, the last one repeating (a list read again). */
export function inTurn<T>(answers: readonly T[]): () => T | undefined {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)];
}

/** The bodies sent to one API path, in order. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === `/api${path}`)
    .map(([, init]) => ({
      init,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
    }));
}

/** Asserts that the first request to path sent the logged-in user's id and the given fields. */
export function expectFirstRequest(
  fetchMock: ReturnType<typeof mockApi>,
  path: string,
  fields: Record<string, unknown> = {},
) {
  expect(requestsTo(fetchMock, path)[0]?.body).toEqual({ userId: TEST_USER_ID, ...fields });
}

/** Answers one call differently; undefined falls through to the defaults. */
export type MockOverride = (
  path: string,
  body: Record<string, unknown>,
) => MockReply | Promise<MockReply> | undefined;

/**
 * mockApi with a 200 answer per path that a test may override call by call; any other
 * path is a 404 'Not found'.
 */
export function mockApiWithDefaults(
  defaults: Record<string, unknown>,
  override: MockOverride = () => undefined,
) {
  return mockApi(async (path, body) => {
    const reply = await override(path, body);
    if (reply) return reply;
    if (path in defaults) return { status: 200, body: defaults[path] };
    return { status: 404, body: { message: 'Not found' } };
  });
}
