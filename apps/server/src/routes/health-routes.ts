import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { status: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ message: 'Database unavailable.' });
    }
  });
};
