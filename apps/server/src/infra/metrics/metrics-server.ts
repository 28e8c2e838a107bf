import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';

export interface MetricsServer {
  /** Where it listens (the port the system chose when asked for 0). */
  address: AddressInfo;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in Prometheus's text format on a listener of its own: not on the
 * game's port, so the public proxy never forwards it and no API limit, cookie or
 * session applies to it. Rejects when it cannot listen (the port is taken).
 */
export async function startMetricsServer(
  /** A prom-client registry, or the cluster's sum of its workers' (cluster-primary.ts). */
  registry: { metrics(): Promise<string>; contentType: string },
  { host, port }: { host: string; port: number },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /metrics\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's keep-alive connection must not hold the shutdown open.
        server.closeAllConnections();
      }),
  };
}

/**
 * server.ts: the app's metrics on METRICS_HOST:METRICS_PORT, or nothing when
 * METRICS_PORT=0. A port that is taken costs the metrics, not the game: the error is
 * logged and the game serves on (Prometheus shows the target down).
 */
export async function serveMetrics(
  app: FastifyInstance,
  env: Pick<Env, 'METRICS_HOST' | 'METRICS_PORT'>,
): Promise<MetricsServer | undefined> {
  if (!app.metrics || env.METRICS_PORT === 0) return undefined;
  const where = { host: env.METRICS_HOST, port: env.METRICS_PORT };
  try {
    const server = await startMetricsServer(app.metrics, where);
    app.log.info(`Metrics on http://${where.host}:${server.address.port}/metrics`);
    return server;
  } catch (err) {
    app.log.error({ err, ...where }, 'the metrics listener could not start: no metrics');
    return undefined;
  }
}
