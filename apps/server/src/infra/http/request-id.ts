import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Short and plain: safe to write into a log line and a header as it is. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Makes each request's id, on each of its log lines. Behind a trusted proxy
 * (TRUST_PROXY not false) it is the one the proxy sent in X-Request-Id when that is a
 * sane token, so one id follows the request through both logs; otherwise, and for
 * anything else, a new UUID: a client talking to the server directly must not choose
 * the id its lines are filed under. A repeated header arrives joined with ", " and is replaced.
 */
export function requestIdGenerator(
  trustProxy: Env['TRUST_PROXY'],
): (raw: IncomingMessage) => string {
  if (trustProxy === false) return () => randomUUID();
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
  };
}

/** Every answer says its request's id, refusals and unknown routes too, so a report can name it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
