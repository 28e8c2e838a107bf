import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type {
  ApiGroup,
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteReply,
} from '@demonbane/shared/api-contract';

/** A route's handler: the request parsed by the contract's schemas, the answer it declares. */
export type RouteHandler<R extends ApiRoute> = (
  request: FastifyRequest<{
    Body: RouteBody<R>;
    Querystring: RouteQuery<R>;
    Params: RouteParams<R>;
  }>,
  reply: FastifyReply,
) => Promise<RouteReply<R> | FastifyReply>;

/** A handler, or one with server-only route config (a rate limit, a failure body). */
export type RouteEntry<R extends ApiRoute> =
  RouteHandler<R> | { handler: RouteHandler<R>; config: Partial<FastifyContextConfig> };

/** One handler per route of a group: a route without one fails typecheck. */
export type Handlers<G extends ApiGroup> = { [K in keyof G]: RouteEntry<G[K]> };

/** Registers every route of a group from its contract. */
export function registerGroup<G extends ApiGroup>(
  app: FastifyInstance,
  group: G,
  handlers: Handlers<G>,
): void {
  for (const name of Object.keys(group) as (keyof G & string)[]) {
    const contract = group[name]!;
    const entry = handlers[name] as unknown as RouteEntry<ApiRoute>;
    const { handler, config } =
      typeof entry === 'function' ? { handler: entry, config: {} } : entry;
    app.route({
      method: contract.method,
      url: contract.path,
      schema: {
        ...(contract.body ? { body: contract.body } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        ...(contract.params ? { params: contract.params } : {}),
        response: contract.responses,
      },
      config: { public: contract.public, idempotent: contract.idempotent, ...config },
      handler: handler as RouteOptions['handler'],
    });
  }
}
