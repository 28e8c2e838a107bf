import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** An empty POST with a Bearer token, to any server of the test. */
export const postAs = (server: FastifyInstance, token: string, url: string) =>
  server.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });

/** POST /api/user with a token: what every session check is tried on. */
export const userAs = (server: FastifyInstance, token: string) =>
  postAs(server, token, '/api/user');

/**
 * Asks until the answer is 401; returns how long that took (ms), or fails after `limitMs`.
 * On PostgreSQL an ended session reaches a server's cache by NOTIFY, a moment after the
 * commit.
 */
export async function refusedWithin(server: FastifyInstance, token: string, limitMs: number) {
  const started = performance.now();
  for (;;) {
    const res = await userAs(server, token);
    if (res.statusCode === 401) return performance.now() - started;
    expect(res.statusCode).toBe(200);
    if (performance.now() - started > limitMs) expect.fail(`still accepted after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
