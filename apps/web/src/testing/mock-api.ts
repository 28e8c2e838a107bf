import { vi } from 'vitest';

export interface MockReply {
  status: number;
  body?: unknown;
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
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
