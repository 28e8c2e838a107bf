import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import pino from 'pino';
import type { Env } from './config/env';
import { startMetricsServer, type MetricsServer } from './infra/metrics/metrics-server';

/** A worker that dies on its own is replaced after this long (not in a tight loop). */
const RESPAWN_MS = 1000;
/** How long the workers get to finish their requests on SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 12_000;

/**
 * WEB_CONCURRENCY > 1: this process only forks that many servers, which share PORT
 * (node:cluster hands out the connections), restarts one that dies, serves their
 * metrics summed on METRICS_PORT, and passes SIGTERM/SIGINT on. Every worker is a whole
 * server with its own pool, sweeps and LISTEN connection, as separate instances are.
 */
export async function runPrimary(env: Env): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  let stopping = false;
  // Each process accepts from the shared socket itself. With the primary dealing
  // connections out (round robin), one handed to a process as it died was never
  // answered nor closed: the client waited for its own timeout (measured in the chaos test).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    log.error(
      { worker: worker.process.pid, code, signal },
      'a server process ended: starting another',
    );
    setTimeout(() => void (stopping || fork()), RESPAWN_MS).unref();
  });
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  log.info(`${env.WEB_CONCURRENCY} server processes on port ${env.PORT}`);

  const metrics = await serveClusterMetrics(env, log);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the server processes');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const killer = setTimeout(() => {
      for (const w of workers) w.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    killer.unref();
    void Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill(signal);
          }),
      ),
    )
      .then(() => metrics?.close())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** The workers' registries summed (prom-client asks each over the cluster's IPC). */
async function serveClusterMetrics(env: Env, log: pino.Logger): Promise<MetricsServer | undefined> {
  if (env.METRICS_PORT === 0) return undefined;
  const where = { host: env.METRICS_HOST, port: env.METRICS_PORT };
  const aggregate = new AggregatorRegistry();
  try {
    const server = await startMetricsServer(
      { metrics: () => aggregate.clusterMetrics(), contentType: aggregate.contentType },
      where,
    );
    log.info(
      `Metrics of every server process on http://${where.host}:${server.address.port}/metrics`,
    );
    return server;
  } catch (err) {
    log.error({ err, ...where }, 'the metrics listener could not start: no metrics');
    return undefined;
  }
}
