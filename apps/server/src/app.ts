import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import type { Env } from './config/env';
import type { Database, DatabaseHandle, DatabaseInstruments } from './db/database';
import { SessionCache } from './infra/sessions/session-cache';
import {
  answerBadUrl,
  registerErrorHandler,
  registerJsonNotFound,
} from './infra/http/error-handler';
import { registerActionLog } from './infra/http/action-log';
import { RequestLogController } from './infra/http/request-log-controller';
import { nodeTimeouts } from './infra/http/node-timeouts';
import { registerRequestIdHeader, requestIdGenerator } from './infra/http/request-id';
import { registerSecurityHeaders } from './infra/http/security-headers';
import { responseSerializerCompiler } from './infra/http/response-serializer';
import { serializeError } from './infra/http/log-serializers';
import { appContextPlugin } from './infra/plugins/app-context';
import { eventHubPlugin } from './modules/notifications/notification-hub-plugin';
import { metricsPlugin } from './infra/plugins/metrics';
import { authPlugin } from './infra/plugins/auth';
import { idempotencyPlugin } from './infra/plugins/idempotency';
import { openApiPlugin } from './infra/plugins/openapi';
import { requestLimitsPlugin } from './infra/plugins/request-limits';
import { webAppPlugin } from './infra/plugins/web-app';
import { registerApi } from './app-routes';
import { appSubscribers } from './app-subscribers';
import { installSubscribers } from './infra/events/subscribers';
import { DEFAULT_WEB_DIST } from './paths';
import { cryptoFairSeeds, cryptoSeed, type FreshFairSeeds } from './infra/actions/random';
import type { Seed } from '@demonbane/game/rng';

export interface BuildAppOptions {
  env: Env;
  db: Database;
  /**
   * The database's LISTEN, through which ended sessions are announced. Without it
   * (a test app with no database) every request looks its session up.
   */
  listen?: DatabaseHandle['listen'];
  /** The database's pool or queue and query times, for the metrics (none: those metrics are left out). */
  instruments?: DatabaseInstruments;
  jwtSecret: string;
  now?: () => Date;
  seed?: () => Seed;
  fairSeeds?: () => FreshFairSeeds;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests read them from here. */
  logStream?: NonNullable<Exclude<FastifyServerOptions['logger'], boolean>>['stream'];
}

/** A hop count trusts that many proxies from the server's side, as proxy-addr does. */
function trustProxy(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole application: external plugins, then app plugins, then routes. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const { requestTimeout, headersTimeout, connectionsCheckingInterval } = nodeTimeouts(
    env.REQUEST_TIMEOUT_SECONDS,
  );
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            serializers: { err: serializeError },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    logController: new RequestLogController(),
    trustProxy: trustProxy(env.TRUST_PROXY),
    genReqId: requestIdGenerator(env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // A client that sends headers and then a trickle (or nothing) is cut off: the
    // whole request must arrive within REQUEST_TIMEOUT_SECONDS (infra/http/node-timeouts.ts).
    requestTimeout,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: { headersTimeout, connectionsCheckingInterval },
    frameworkErrors: answerBadUrl,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Tests also parse every answer with zod and compare the bytes (response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ verify: env.NODE_ENV === 'test' }));
  registerErrorHandler(app);
  registerRequestIdHeader(app);

  registerSecurityHeaders(app);
  await app.register(cookie);
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  // ioredis reconnects by itself; without a listener every failed attempt is an
  // unhandled 'error' event. Logged once per outage.
  let redisDown = false;
  redis?.on('error', (err) => {
    if (!redisDown) app.log.error({ err }, 'Redis unreachable: request rate limits are off');
    redisDown = true;
  });
  redis?.on('ready', () => (redisDown = false));
  await app.register(rateLimit, {
    global: false,
    // Redis down: serve without the per-minute limits rather than refuse every login;
    // the failed-login lock lives in PostgreSQL and still holds.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'demonbane-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(appContextPlugin, {
    db: opts.db,
    env,
    now: opts.now ?? (() => new Date()),
    seed: opts.seed ?? cryptoSeed,
    fairSeeds: opts.fairSeeds ?? cryptoFairSeeds,
  });

  await app.register(eventHubPlugin, { listen: opts.listen });
  // METRICS_PORT=0: no registry and no per-request hook at all.
  if (env.METRICS_PORT !== 0) {
    await app.register(metricsPlugin, opts.instruments ? { database: opts.instruments } : {});
  }
  // After the metrics plugin, whose registry the game's counters join.
  const uninstall = installSubscribers(opts.db, appSubscribers(app.metrics));
  app.addHook('onClose', async () => uninstall());
  const sessionCache = new SessionCache({ ttlMs: 60_000, maxEntries: 100_000 });
  if (opts.listen) {
    const stop = await opts.listen('session_ended', sessionCache);
    app.addHook('onClose', stop);
  }

  await app.register(
    async (api) => {
      // API answers are about one player at one moment: never stored by a browser or proxy.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await api.register(requestLimitsPlugin, {
        by: 'address',
        perMinute: env.ADDRESS_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(authPlugin, {
        secret: opts.jwtSecret,
        ttlSeconds: env.JWT_TTL_SECONDS,
        // Loopback development is plain http; production is served over TLS.
        secureCookie: env.NODE_ENV === 'production',
        sessionCache,
      });
      await api.register(requestLimitsPlugin, {
        by: 'player',
        perMinute: env.GAME_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(idempotencyPlugin);
      registerActionLog(api);
      // Before the routes: the description is made from the routes it sees registered.
      await api.register(openApiPlugin, {
        addressLimitPerMinute: env.ADDRESS_RATE_LIMIT_PER_MINUTE,
        playerLimitPerMinute: env.GAME_RATE_LIMIT_PER_MINUTE,
      });
      registerApi(api);
      registerJsonNotFound(api);
    },
    { prefix: API_PREFIX },
  );

  if (opts.serveWeb !== false) {
    await app.register(webAppPlugin, { root: env.WEB_DIST ?? DEFAULT_WEB_DIST });
  }
  return app;
}
