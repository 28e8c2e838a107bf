import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { DatabaseInstruments } from '../../db/database';
import { databaseMetrics } from '../metrics/database-metrics';
import { requestMetrics } from '../metrics/request-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (served by infra/metrics/metrics-server.ts); none when METRICS_PORT=0. */
    metrics?: Registry;
  }
}

/**
 * Every metric of one app: Node's own (event-loop delay, heap, GC, CPU), requests,
 * the database and event streams; the game's counters (infra/metrics/game-metrics.ts)
 * join it as after-commit subscribers (app-subscribers.ts). A registry per app,
 * not prom-client's global one, so a process (a test file) may build several apps.
 * Register after the app context and before the routes.
 */
export const metricsPlugin = fp<{ database?: DatabaseInstruments }>(async (app, opts) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  requestMetrics(app, registry);
  const stops = opts.database ? [databaseMetrics(registry, opts.database)] : [];
  new Gauge({
    name: 'demonbane_event_streams',
    help: 'Event streams (GET /api/events) open on this instance.',
    registers: [registry],
    collect() {
      this.set(app.eventHub.size);
    },
  });
  app.decorate('metrics', registry);
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
});
