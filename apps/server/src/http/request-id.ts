import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Short and plain: safe to write into a log line and a header as it is. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A request's id, on each of its log lines: the one a proxy (or client) sent in
 * X-Request-Id when it is a sane token, so one id follows the request through both
 * logs; a new UUID otherwise. A repeated header arrives joined with ", " and is replaced.
 */
export function requestId(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

/** Every answer says its request's id, refusals and unknown routes too, so a report can name it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
