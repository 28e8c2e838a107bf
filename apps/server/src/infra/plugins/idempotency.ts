import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { ErrorCode } from '@demonbane/shared/error-codes';
import type { IdempotencyClass } from '@demonbane/shared/idempotency-retention';
import { AppError } from '../http/app-error';
import type { IdempotencyClaim } from '../actions/player-action';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Economy calls: with an `Idempotency-Key`, a repeat gets the first answer and does
     * nothing; the class (from the route's contract) says how long that answer is kept.
     */
    idempotent?: false | IdempotencyClass;
  }
  interface FastifyRequest {
    /** On an idempotent route with a key: hand it to the service's playerAction. */
    idempotency: IdempotencyClaim | undefined;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** What a key may be (the API description publishes it). */
export const VALID_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * Reads the optional `Idempotency-Key` on routes marked `idempotent` (a class). The key
 * itself is claimed and answered by playerAction, inside the action's transaction;
 * this plugin only checks the header, fingerprints the request and marks replays.
 * Register it after auth: the claim belongs to the token's user.
 */
export const idempotencyPlugin = fp(async (app) => {
  app.decorateRequest('idempotency', undefined);

  app.addHook('preHandler', async (request) => {
    const keep = request.routeOptions.config?.idempotent;
    if (!keep) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    // A repeated header arrives joined with ", " and fails the pattern too.
    if (typeof key !== 'string' || !VALID_KEY.test(key)) {
      throw new AppError(
        ErrorCode.BadRequest,
        'Idempotency-Key must be 1 to 128 letters, digits, or _ . : -',
      );
    }
    request.idempotency = {
      userId: request.userId,
      key,
      request: `${request.method} ${request.routeOptions.url}`,
      requestHash: hashBody(request.body),
      keep,
    };
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.idempotency?.replayed) reply.header(REPLAYED_HEADER, 'true');
  });
});

/** SHA-256 of the body as canonical JSON: the same fields in any order are the same body. */
export function hashBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null, sortKeys))
    .digest('hex');
}

function sortKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
