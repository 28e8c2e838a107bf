import { z } from 'zod';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../db/pglite-worker-client';

/** Every setting the server reads, validated once at start (see README, Configuration). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Prometheus metrics on a listener of their own (never the public PORT); 0 turns them off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Loopback by default: the scrape answer tells the world about the server's load. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where PGlite keeps its files (and the generated JWT secret) when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * Server processes on this machine sharing PORT (node:cluster), one per core at most:
   * PostgreSQL only, since PGlite is one process's database. Each has its own pool.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * PGlite's page cache (PostgreSQL's shared_buffers) in MB, all of it resident from the
   * start; pages beyond it are read through the operating system's file cache.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    // PGlite's WebAssembly memory ends at 2 GB, and everything else needs room in it too.
    .max(1024)
    .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  /** HMAC secret for session tokens (≥ 32 chars). Generated once into DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
  /** Session token lifetime in seconds (default 7 days). */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /** Optional Redis for request rate limits shared by several instances. */
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Failed logins in one window: per account from one address (IPv6: a /64), and
   * per address. Over either, that pair or address waits out the window.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Failures of one account from anywhere after which each attempt on it is delayed (never locked). */
  LOGIN_SLOW_AFTER_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  LOGIN_SLOW_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** Requests per minute per address on register and login (before any password check). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Requests per minute per player on every logged-in route; 0 turns the limit off. */
  GAME_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  /** Requests per minute per address (IPv6: a /64) on every API route; 0 turns it off. */
  ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** A request (headers and body) must arrive within this time, or the socket is cut. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** An idle keep-alive connection is closed after this time. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
  /** Multiplies every forging time (e.g. 0.01 in tests and demos: minutes become seconds). */
  FORGE_TIME_SCALE: z.coerce.number().positive().max(100).default(1),
  /** A comment line on every open event stream this often, so proxies keep it open. */
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** Event streams open at once per session, per account and per address (IPv6: a /64). */
  EVENTS_MAX_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(3),
  EVENTS_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  EVENTS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Event streams open at once in this process; never more than half its open-file limit. */
  EVENTS_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** How often every open stream's session is looked up again (a safety net for missed ends). */
  EVENTS_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Length of a hunt season in days (seasons are numbered from a fixed epoch; see game-rules). */
  HUNT_SEASON_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Built web app to serve at `/`; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Set when behind a reverse proxy so the client address comes from X-Forwarded-For. */
  // `true` trusts every hop (the left-most X-Forwarded-For address); a number trusts
  // that many hops; a comma-separated list trusts only those proxy addresses/CIDRs,
  // so a client cannot choose its own address by sending the header itself.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      message: 'TRUST_PROXY must be true, false, a hop count or proxy addresses',
    })
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    ),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set", not an invalid value.
  const set = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema
    .refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL !== undefined, {
      path: ['WEB_CONCURRENCY'],
      message: 'more than one server process needs DATABASE_URL (PGlite serves one process)',
    })
    .safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
