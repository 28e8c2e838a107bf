import type { FastifyRequest } from 'fastify';
import type { ActionContext, ReadContext } from '../actions/action-context';

/** The context a public read runs in. */
export function readContext(request: FastifyRequest): ReadContext {
  const app = request.server;
  return { db: app.db, now: app.now(), seasonDays: app.env.HUNT_SEASON_DAYS };
}

/** The context a logged-in player's request runs in: who, when, seeds and its idempotency claim. */
export function actionContext(request: FastifyRequest): ActionContext {
  const app = request.server;
  return {
    db: app.db,
    now: app.now(),
    seasonDays: app.env.HUNT_SEASON_DAYS,
    userId: request.userId,
    seed: app.seed,
    fairSeeds: app.fairSeeds,
    ...(request.idempotency ? { idempotency: request.idempotency } : {}),
  };
}
