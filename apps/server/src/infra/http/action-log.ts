import type { FastifyInstance } from 'fastify';

export type ActionOutcome = 'ok' | 'refused' | 'error';

/**
 * One info line per logged-in POST (a player's action) once it is answered: who, which
 * action, the status, its outcome, the refusal's message and how long it took. The
 * request's own lines carry the same reqId. Register it in the API scope, before the routes.
 */
export function registerActionLog(api: FastifyInstance): void {
  api.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || request.is404 || request.routeOptions.config?.public) return;
    const status = reply.statusCode;
    const outcome: ActionOutcome = status >= 500 ? 'error' : status >= 400 ? 'refused' : 'ok';
    request.log.info(
      {
        // Empty when the session was refused: nobody is known to have acted.
        ...(request.userId ? { userId: request.userId } : {}),
        action: `${request.method} ${request.routeOptions.url}`,
        status,
        outcome,
        ...(outcome === 'refused' && request.refusal ? { message: request.refusal } : {}),
        ms: Math.round(reply.elapsedTime),
      },
      'player action',
    );
  });
}
