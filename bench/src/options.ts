import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VARIANT_SCENARIOS, VARIANTS, type VariantName } from './variants';

/** Every scenario the harness knows; `static` is extra (a route with no database work). */
export const SCENARIOS = [
  'health',
  'static',
  'user',
  'hunt',
  'shop',
  'bazaar',
  'stall',
  'loop',
  'db',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

const DEFAULT_SCENARIOS: readonly ScenarioName[] = [
  'health',
  'user',
  'hunt',
  'shop',
  'bazaar',
  'stall',
  'loop',
  'db',
];

export interface BenchOptions {
  heroes: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Bots in the `loop` scenario, each its own hero playing the real game. */
  bots: number;
  /** Connections of the light GET /api/health probe in the `stall` scenario. */
  probeConnections: number;
  scenarios: ScenarioName[];
  /** The PostgreSQL server to create the bench database on; PGlite when absent. */
  databaseUrl: string | undefined;
  /** The server's (and the database-only run's) PostgreSQL pool size. */
  poolSize: number;
  /** Bazaar listings are made for this many buys per second (each buy needs its own). */
  bazaarRateCap: number;
  /** Exit non-zero when a performance target is missed (not only on invalid runs). */
  strict: boolean;
  /** Keep the temp directories / bench database for inspection. */
  keep: boolean;
  /** Server configurations to measure, headline first (variants.ts). */
  variants: VariantName[];
  /** Another build's dist/server.js to measure instead of the checked-out one (A/B runs). */
  serverBundle: string | undefined;
}

export const USAGE = `Usage: npm run bench -- -- <flags>   (from the repository root; note the two --)
       npm run bench -w @demonbane/bench -- <flags>

Flags (or environment variables):
  --heroes N              BENCH_HEROES            heroes to create (default 200)
  --duration S            BENCH_DURATION          seconds measured per scenario (default 10)
  --warmup S              BENCH_WARMUP            unmeasured seconds before each scenario (default 2)
  --connections C         BENCH_CONNECTIONS       concurrent connections / loops (default 50)
  --bots N                BENCH_BOTS              player-loop bots, each its own hero (default 50)
  --probe-connections P   BENCH_PROBE_CONNECTIONS health probe connections in 'stall' (default 1)
  --scenarios a,b         BENCH_SCENARIOS         any of ${SCENARIOS.join(', ')}
                                                  (default ${DEFAULT_SCENARIOS.join(',')})
  --bazaar-rate-cap R     BENCH_BAZAAR_RATE_CAP   listings made per measured second (default 5000)
  --variants a,b          BENCH_VARIANTS          any of ${VARIANTS.join(', ')} (default both, in this
                                                  order): 'hunt' and 'loop' run once per variant, in the
                                                  order given, the other scenarios under the first only
  --server-bundle PATH    BENCH_SERVER_BUNDLE     measure this apps/server/dist/server.js (another worktree,
                                                  built, with its node_modules) instead of the checkout's;
                                                  its own migrations (../drizzle) are used; no 'db' scenario
  --strict                BENCH_STRICT=1          exit 1 when a target is missed
  --keep                  BENCH_KEEP=1            keep the temp data dir / bench database
  DATABASE_URL            run on PostgreSQL: a fresh bench_<timestamp> database is created there
  DATABASE_POOL_SIZE      the server's pool size (default 20), also used by the database-only run
  BENCH_CPU_PROF=dir      the server writes a V8 CPU profile (--cpu-prof) into dir when it stops`;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1.`);
  return value;
}

function nonNegative(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0.`);
  return value;
}

function flag(raw: string | boolean | undefined, envValue: string | undefined): boolean {
  if (raw === true) return true;
  return envValue === '1' || envValue === 'true';
}

/** A comma-separated subset of `known`, each once, in the order given. */
function parseList<T extends string>(what: string, raw: string, known: readonly T[]): T[] {
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(known as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new Error(`Unknown ${what}(s) ${unknown.join(', ')}; known: ${known.join(', ')}.`);
  }
  if (names.length === 0) throw new Error(`No ${what} given; known: ${known.join(', ')}.`);
  return [...new Set(names as T[])];
}

function parseScenarios(raw: string | undefined, otherBundle: boolean): ScenarioName[] {
  // The database-only run calls the checked-out server code in this process: it cannot
  // measure another build, so it is left out of the defaults then.
  const defaults = otherBundle ? DEFAULT_SCENARIOS.filter((s) => s !== 'db') : DEFAULT_SCENARIOS;
  if (!raw) return [...defaults];
  // Run in the canonical order whatever order they were given in: the ceiling comes first.
  const names = SCENARIOS.filter((s) => parseList('scenario', raw, SCENARIOS).includes(s));
  if (otherBundle && names.includes('db')) {
    throw new Error(
      "The 'db' scenario measures the checked-out server code, not --server-bundle's: leave it out.",
    );
  }
  return names;
}

/** The bundle to measure, checked now rather than when the server fails to start. */
function parseBundle(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const bundle = resolve(raw);
  if (!existsSync(bundle)) throw new Error(`server-bundle ${bundle} does not exist.`);
  return bundle;
}

/** Flags win over environment variables, which win over the defaults. */
export function parseOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
): BenchOptions | { help: true } {
  const { values } = parseArgs({
    args: argv,
    options: {
      heroes: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      bots: { type: 'string' },
      'probe-connections': { type: 'string' },
      scenarios: { type: 'string' },
      'bazaar-rate-cap': { type: 'string' },
      strict: { type: 'boolean' },
      keep: { type: 'boolean' },
      variants: { type: 'string' },
      'server-bundle': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return { help: true };
  const serverBundle = parseBundle(values['server-bundle'] ?? env.BENCH_SERVER_BUNDLE);
  const variants = values.variants ?? env.BENCH_VARIANTS;

  const options: BenchOptions = {
    heroes: positiveInt('heroes', values.heroes ?? env.BENCH_HEROES, 200),
    durationSeconds: positiveInt('duration', values.duration ?? env.BENCH_DURATION, 10),
    warmupSeconds: nonNegative('warmup', values.warmup ?? env.BENCH_WARMUP, 2),
    connections: positiveInt('connections', values.connections ?? env.BENCH_CONNECTIONS, 50),
    bots: positiveInt('bots', values.bots ?? env.BENCH_BOTS, 50),
    probeConnections: positiveInt(
      'probe-connections',
      values['probe-connections'] ?? env.BENCH_PROBE_CONNECTIONS,
      1,
    ),
    scenarios: parseScenarios(values.scenarios ?? env.BENCH_SCENARIOS, serverBundle !== undefined),
    databaseUrl: env.DATABASE_URL || undefined,
    poolSize: positiveInt('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 20),
    bazaarRateCap: positiveInt(
      'bazaar-rate-cap',
      values['bazaar-rate-cap'] ?? env.BENCH_BAZAAR_RATE_CAP,
      5000,
    ),
    strict: flag(values.strict, env.BENCH_STRICT),
    keep: flag(values.keep, env.BENCH_KEEP),
    // In the order given (client-true first by default): the first one runs every scenario;
    // `best-case,client-true` swaps the two to see what running second costs.
    variants: variants ? parseList('variant', variants, VARIANTS) : [...VARIANTS],
    serverBundle,
  };
  if (options.heroes < options.connections) {
    // Fewer heroes than connections would put two in-flight requests on one hero:
    // the row locks would serialise them and the run would measure lock waits.
    throw new Error(
      `heroes (${options.heroes}) must be at least connections (${options.connections}).`,
    );
  }
  return options;
}

/**
 * What the index-th variant measures on its server: the first, every scenario but `db`
 * (which needs no server); the others, only those measured once per variant.
 */
export function scenariosOfVariant(options: BenchOptions, index: number): ScenarioName[] {
  return options.scenarios.filter((s) =>
    index === 0 ? s !== 'db' : (VARIANT_SCENARIOS as readonly string[]).includes(s),
  );
}
