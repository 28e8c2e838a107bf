import { sql } from 'drizzle-orm';
import type { healthApi } from '@demonbane/shared/health-api';
import type { Handlers } from '../../infra/http/route-registrar';

// Never throttled: load balancers and the bench poll them.
const config = { unlimited: true };

export const healthHandlers: Handlers<typeof healthApi> = {
  // Liveness: answered by the HTTP server alone, so it stays fast however busy the
  // database is (it is the bench's HTTP ceiling and its "does the game stall" probe).
  // While the server shuts down, Fastify answers 503 on its own.
  live: { config, handler: async () => ({ status: 'ok' as const }) },
  // Readiness, for load balancers: the database answers a query.
  ready: {
    config,
    handler: async (request, reply) => {
      try {
        await request.server.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'readiness check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable.' });
      }
    },
  },
};
