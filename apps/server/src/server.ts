import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { AggregatorRegistry } from 'prom-client';
import { loadEnv, type Env } from './config/env';
import { resolveJwtSecret } from './config/jwt-secret';
import { openDatabase } from './db/open-database';
import { DataDirLockedError } from './db/pglite-lock';
import { buildApp } from './app';
import { MIGRATIONS_FOLDER } from './paths';
import { runSweeps } from './app-sweeps';
import { announceReadyForges } from './modules/notifications/notification-service';
import { serveMetrics } from './infra/metrics/metrics-server';
import { runPrimary } from './cluster-primary';
import { serveOperators } from './ops/operator-server';
import { operations } from './ops/operations';

/** Entry point: one server, or (WEB_CONCURRENCY > 1) the process that forks them. */
async function main(): Promise<void> {
  const env = loadEnv();
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(env);
  return serve(env);
}

/** One server: open the database (migrating it), listen, and shut down cleanly. */
async function serve(env: Env): Promise<void> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  const app = await buildApp({
    env,
    db: database.db,
    listen: database.listen,
    instruments: database.instruments,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR),
  });
  if (env.TRUST_PROXY === true) {
    app.log.warn(
      'TRUST_PROXY=true believes any X-Forwarded-For, so clients can choose their address ' +
        'and dodge per-address limits; set a hop count or the proxy addresses instead.',
    );
  }
  // PGlite: the directory's lock also takes `npm run admin` and `npm run db:backup`.
  if (database.lock) {
    serveOperators({
      lock: database.lock,
      database,
      dataDir: resolve(env.DATA_DIR),
      operations,
      log: app.log,
    });
  }
  const sweep = setInterval(() => void runSweeps(database.db, env, new Date(), app.log), 60_000);
  sweep.unref();
  // Finished forges are told within seconds, not at the next minute's sweep.
  const forgeBell = setInterval(
    () =>
      void announceReadyForges(database.db, new Date()).catch((err: unknown) =>
        app.log.error({ err }, 'forge notifications failed'),
      ),
    5_000,
  );
  forgeBell.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(forgeBell);
  });
  app.addHook('onClose', async () => database.close());
  if (cluster.isWorker) {
    // The primary serves every worker's metrics on METRICS_PORT, asking over IPC.
    if (app.metrics) {
      // Constructing one is what makes prom-client answer the primary's requests here.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([app.metrics]);
    }
  } else {
    const metrics = await serveMetrics(app, env);
    if (metrics) app.addHook('onClose', () => metrics.close());
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A forked server whose primary is gone (killed) stops too, instead of serving unwatched.
  if (cluster.isWorker) process.once('disconnect', () => shutdown('primary gone'));

  await app.listen({ port: env.PORT, host: env.HOST });

  app.log.info(
    `Database: ${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}`,
  );
}

main().catch((err: unknown) => {
  if (
    err instanceof DataDirLockedError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  ) {
    console.error(err.message);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
});
