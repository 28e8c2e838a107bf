import { loadEnv } from './config/env';
import { resolveJwtSecret } from './config/jwt-secret';
import { openDatabase } from './db/open-database';
import { DataDirLockedError } from './db/pglite-lock';
import { buildApp } from './app';
import { MIGRATIONS_FOLDER } from './paths';
import { runSweeps } from './services/sweeps';

/** Entry point: open the database (migrating it), listen, and shut down cleanly. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  const app = await buildApp({
    env,
    db: database.db,
    listen: database.listen,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR),
  });
  if (env.TRUST_PROXY === true) {
    app.log.warn(
      'TRUST_PROXY=true believes any X-Forwarded-For, so clients can choose their address ' +
        'and dodge per-address limits; set a hop count or the proxy addresses instead.',
    );
  }
  const sweep = setInterval(() => void runSweeps(database.db, env, new Date(), app.log), 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onClose', async () => database.close());

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
