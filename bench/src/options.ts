import { parseArgs } from 'node:util';

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

function parseScenarios(raw: string | undefined): ScenarioName[] {
  if (!raw) return [...DEFAULT_SCENARIOS];
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(SCENARIOS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new Error(`Unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}.`);
  }
  // Run in the canonical order whatever order they were given in: the ceiling comes first.
  return SCENARIOS.filter((s) => names.includes(s));
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
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return { help: true };

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
    scenarios: parseScenarios(values.scenarios ?? env.BENCH_SCENARIOS),
    databaseUrl: env.DATABASE_URL || undefined,
    poolSize: positiveInt('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 20),
    bazaarRateCap: positiveInt(
      'bazaar-rate-cap',
      values['bazaar-rate-cap'] ?? env.BENCH_BAZAAR_RATE_CAP,
      5000,
    ),
    strict: flag(values.strict, env.BENCH_STRICT),
    keep: flag(values.keep, env.BENCH_KEEP),
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
