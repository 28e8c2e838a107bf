import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: answered by the HTTP server alone, so it stays fast however busy the
  // database is (it is the bench's HTTP ceiling and its "does the game stall" probe).
  // While the server shuts down, Fastify answers 503 on its own.
  app.get('/health', { config: { public: true, unlimited: true } }, async () => ({ status: 'ok' }));

  // Readiness, for load balancers: the database answers a query.
  app.get(
    '/health/ready',
    { config: { public: true, unlimited: true } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
        return { status: 'ok' };
      } catch (err) {
        app.log.error({ err }, 'readiness check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable.' });
      }
    },
  );
};
