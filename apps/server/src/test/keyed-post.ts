import type { FastifyInstance } from 'fastify';
import type { TestPlayer } from './fixtures';

/** POST as the player with an Idempotency-Key (none when `key` is undefined). */
export const keyedPost = (
  app: FastifyInstance,
  p: TestPlayer,
  url: string,
  body: Record<string, unknown>,
  key?: string,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${p.token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: { userId: p.userId, ...body },
  });
