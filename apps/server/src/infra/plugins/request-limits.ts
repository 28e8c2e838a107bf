import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { AppError } from '../http/app-error';
import { addressKey } from '../http/client-address';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Exempt from the per-address and per-player request limits (health checks). */
    unlimited?: boolean;
  }
}

export interface RequestLimitOptions {
  /** Count by client address (register before auth) or by player (register after it). */
  by: 'address' | 'player';
  perMinute: number;
}

/**
 * A requests-per-minute limit on every API route, in Redis when REDIS_URL is set
 * (shared by all instances), in memory otherwise: 429 with Retry-After when over.
 * Per player only on logged-in routes; per address everywhere. 0 turns it off.
 */
export const requestLimitsPlugin = fp<RequestLimitOptions>(async (app, opts) => {
  if (opts.perMinute <= 0) return;
  const keyOf =
    opts.by === 'address'
      ? (request: FastifyRequest) => `address:${addressKey(request.ip)}`
      : (request: FastifyRequest) => `player:${request.userId}`;
  const check = app.createRateLimit({
    max: opts.perMinute,
    timeWindow: 60_000,
    keyGenerator: keyOf,
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.unlimited) return;
    if (opts.by === 'player' && !request.userId) return;
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = Math.max(1, limit.ttlInSeconds);
    throw new AppError(
      ErrorCode.TooManyRequests,
      `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      seconds,
    );
  });
});
