import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { API_PREFIX } from '@demonbane/shared/api-paths';

/** The route label of every API request no route matched: one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';
/**
 * The route label of everything outside the API: the web app's files (a route per
 * built file, renamed by every build) and its pages would otherwise make a series each.
 */
export const WEB_ROUTE = 'web';

function isApi(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const next = url.charAt(API_PREFIX.length);
  return next === '' || next === '/' || next === '?';
}

/**
 * One observation per answered request, labelled by the route's pattern
 * (`/api/bazaar/buy`, never a raw URL with ids in it), method and status. Register it
 * on the root instance before the routes so every scope's requests are seen.
 */
export function requestMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'demonbane_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    // Player actions take milliseconds; the top buckets catch a struggling database.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = !isApi(request.url)
      ? WEB_ROUTE
      : request.is404
        ? UNMATCHED_ROUTE
        : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    duration.observe(
      { method: request.method, route, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
