/**
 * `npm run bench` — the server's throughput, latency and memory (issues 9.1 and 20).
 *
 * Run it:
 *   npm run bench                                        # PGlite, the defaults below
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_DURATION=3 BENCH_SCENARIOS=health,hunt npm run bench
 *   BENCH_SCENARIOS=loop BENCH_BOTS=20 npm run bench      # only the player loop
 *   npm run bench -- -- --duration 3 --heroes 100        # flags (see --help)
 *   npm run bench -- -- --variants client-true            # only what players meet
 *   BENCH_SERVER_BUNDLE=/tmp/old/apps/server/dist/server.js npm run bench   # A/B: another build
 * From the repository root flags need two `--` (the root script runs npm again, which
 * would take `--duration` for its own config); environment variables work anywhere.
 * Defaults: 200 heroes, 50 connections, 50 loop bots, 10 measured seconds per
 * scenario after 2 s of warm-up; exit code 1 when a run is invalid (or, with --strict,
 * misses a target).
 *
 * What it does:
 *  1. Builds apps/server/dist/server.js if it is missing or older than its sources,
 *     and starts it as a child process (`node apps/server/dist/server.js`) on a free
 *     port: PGlite in a fresh temp DATA_DIR, or, with DATABASE_URL, a fresh database
 *     `bench_<timestamp>` created on that server and dropped at the end.
 *     NODE_ENV=production, an empty WEB_DIST (only the API is measured), and auth rate
 *     limits raised so that setup is not throttled. With --server-bundle, that build's
 *     dist/server.js runs instead (from its own checkout: its node_modules and
 *     migrations; the harness migrates with them too), for A/B runs against the
 *     checked-out code; the `db` scenario is left out then (it runs the checkout's code).
 *     Two variants (variants.ts), each its own server process, one after the other:
 *       client-true  (the headline) the server at its default LOG_LEVEL (read from its
 *                    env module), and a fresh Idempotency-Key (a UUID) on every POST
 *                    whose contract accepts one, as the web client sends it;
 *       best-case    LOG_LEVEL=warn and no keys: the friendlier setting the bench used to
 *                    measure alone.
 *     The first variant given runs every scenario; the others run `hunt` and `loop`
 *     only (--variants, default both).
 *  2. Creates the heroes through the API (register, login, choose a job, start a hunt
 *     on floor 1), then applies setup shortcuts straight to the database
 *     (seed-shortcuts.ts, bazaar-listings.ts): heroes evolved to level 50 with a
 *     lifesteal job and 1e9 gold (through the ledger), hunt monsters with 2e9 HP so
 *     every attack is an ongoing round, and enough bazaar listings for every buy.
 *     The player loop's own heroes are left out of these (see 5).
 *     PGlite admits one process per directory, so there the server is stopped for
 *     the shortcuts and started again.
 *  3. Measures each scenario with autocannon (C connections, D seconds, after a
 *     warm-up): GET /api/health (the HTTP ceiling: routing and JSON, no database),
 *     POST /api/user, POST /api/hunt/hunt-attack, POST /api/shop/purchase (1 potion),
 *     POST /api/bazaar/buy (a different listing each time). Heroes are leased, not
 *     pinned: every request takes a hero no other in-flight request holds and gives it
 *     back when answered (lease-pool.ts), so no request waits on another's row locks
 *     and all N heroes rotate. A bazaar buy leases a pair of heroes trading only with
 *     each other. Every answer must be a 2xx with the expected body (a battle round
 *     must still be ongoing); failures are counted per scenario and a run with more
 *     than 1% of them is reported INVALID and exits 1.
 *  4. `stall`: battle rounds at C connections again while a light, separate autocannon
 *     process (1 connection) hits GET /api/health; its p99 is the "game must not
 *     stall" number.
 *  5. `loop`: N bots (--bots, default 50) play the real game through the
 *     API with a keep-alive node:http client (loop-http.ts), each request sent once the
 *     previous answer is in, as a browser would. The bots are heroes of their own
 *     (`loop_*`, made in setup through register/login/job like the others); the only
 *     shortcut they get is 1,000,000 gold through the ledger, so the mix is not a loop of
 *     "not enough gold". The server runs with FORGE_TIME_SCALE=0.001 (6 forging minutes
 *     take 0.36 s). Each bot repeatedly picks an activity by weight and plays it to
 *     its end (player-bot.ts, bot-battles.ts):
 *       hunt 5     POST /hunt, (heal), set-hunt on the highest open floor up to the hero's
 *                  level, then per floor initialize and hunt-attack until won or lost,
 *                  after a win /hunt/next (up to 3 floors while HP > 60%), clear-hunt;
 *                  real rewards, level-ups and defeats
 *       explore 3  POST /explore/user, (heal), /explore/map (Ashen Hills), current
 *                  position, up to 8 moves in open directions; a monster on the way is
 *                  fought (/explore/battle, /explore/attack to the end); /explore/clear
 *       bazaar 2   buy another bot's listing (half the time, when there is one), else
 *                  /inventory/equipments and /bazaar/list of a piece at 500–600 gold
 *       shop 1     5 minor healing potions; forge 1: claim when due, else buy 3 iron ore
 *                  and /forge (while busy: /inventory/materials); gacha 1: one Ashen
 *                  Coffer draw; user 1: POST /user
 *     "Heal" drinks potions (/inventory/use-item, buying 5 first when out) below 50% HP.
 *     In client-true, economy calls carry an Idempotency-Key, as the web client sends
 *     them. Each variant's bots are heroes of their own (`loop_*`, `loopbest_*`). An answer is
 *     correct when it is a 200 that parses with the route's zod schema from
 *     packages/shared and matches the state the bot expects (a round that is ongoing
 *     has both sides standing, a won floor leads to the next one…); a refusal the game
 *     legitimately gives (409: too wounded, not enough gold, forge not ready, someone
 *     bought it first) is counted as refused; anything else is unexpected, and more
 *     than 1% of unexpected answers makes the run INVALID. Only correct answers make
 *     the rate and the latencies. A light GET /api/health probe (50/s, own process)
 *     runs alongside. With DATABASE_URL and pgbench on PATH, pgbench's TPC-B runs last
 *     (16 clients, 10 s, scratch database pgbench_<timestamp>, dropped) as the yardstick
 *     for the loop's rate on PostgreSQL.
 *  6. `db`: the battle round's database work alone, with the server stopped: the same
 *     service call the route makes (huntAttack → playerAction) from C concurrent loops
 *     in this process, on the same heroes (PGlite: a copy of the data directory taken
 *     after setup; PostgreSQL: the same database, pool size DATABASE_POOL_SIZE as the
 *     server). The route's rate divided by this one is how close HTTP gets to the floor.
 *  7. Server memory: VmRSS of the server process (/proc/<pid>/status) a moment after it
 *     started (idle), its highest sample during each scenario and its value after it.
 *  8. Prints a table, the client-true loop and battle rounds next to the best case
 *     (req/s, × pgbench, p99, turn p99, server CPU ms per request), and the targets
 *     (the headline ones judged on the client-true loop), and writes
 *     bench/results/<kind>-<timestamp>.json and bench/results/latest-<kind>.json:
 *     machine, config, every variant's scenarios, the comparison and each target's
 *     pass/fail. Latencies are of the 2xx answers, exact (sub-ms) for
 *     the in-process runs and whole milliseconds for the probe (autocannon's CLI).
 */
import os from 'node:os';
import {
  LOOP_FORGE_TIME_SCALE,
  serverEnvironment,
  setUp,
  startMeasuredServer,
  type MeasuredServer,
} from './bench-setup';
import { pgliteTarget, postgresTarget } from './database-target';
import { describeCommit, describeMachine } from './machine-info';
import { measureDbOnly } from './measure-scenarios';
import { measureVariant } from './measure-variant';
import { parseOptions, scenariosOfVariant, USAGE, type ScenarioName } from './options';
import { runPgbench } from './pgbench';
import { LOOP_MIX } from './player-bot';
import { printComparison, printSummary, writeResultFiles } from './report';
import { serverBuild } from './repo-paths';
import type { ScenarioResult } from './scenario-result';
import { ensureServerBuilt } from './server-build';
import { checkTargets, round2 } from './targets';
import { compareVariants } from './variant-comparison';
import { variant, type VariantName } from './variants';

/** Undone in reverse order at the end, on failure and on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
const defer = (undo: () => Promise<void>) => void cleanups.push(undo);
async function runCleanups() {
  while (cleanups.length > 0) {
    await cleanups.pop()!().catch((err: unknown) => console.error('Cleanup failed:', err));
  }
}

interface VariantRun {
  results: Map<ScenarioName, ScenarioResult>;
  idleRssMiB: number | null;
  serverErrorLines: number;
}

async function main(): Promise<number> {
  const parsed = parseOptions(process.argv.slice(2), process.env);
  if ('help' in parsed) {
    console.log(USAGE);
    return 0;
  }
  const options = parsed;
  const startedAt = new Date();
  const machine = describeMachine();
  const build = serverBuild(options.serverBundle);
  if (build.checkedOut) ensureServerBuilt();
  else console.log(`Measuring another build: ${build.bundle}.`);

  const target = options.databaseUrl
    ? await postgresTarget(options.databaseUrl, options.poolSize, build)
    : pgliteTarget(build);
  defer(() => target.dispose(options.keep));
  console.log(
    `Benchmark on ${target.version}: ${options.scenarios.join(', ')}; ` +
      `variants ${options.variants.join(', ')}.`,
  );
  const env = serverEnvironment(target, options, defer);
  const setup = await setUp(target, build, env, options, defer);

  // One server process per variant, one at a time (PGlite admits one per directory).
  const runs = new Map<VariantName, VariantRun>();
  let running: MeasuredServer | null = setup.measured;
  for (const [index, name] of options.variants.entries()) {
    const scenarios = scenariosOfVariant(options, index);
    if (scenarios.length === 0) continue;
    running ??= await startMeasuredServer(build, env, name, defer);
    console.log(`\n${running.variant.label}: server pid ${running.server.pid}.`);
    const results = await measureVariant(running, scenarios, setup, options);
    await running.server.stop();
    runs.set(name, {
      results,
      idleRssMiB: running.idleRssMiB,
      serverErrorLines: running.server.errorLines(),
    });
    running = null;
  }
  if (running) await running.server.stop();
  const byVariant = new Map([...runs].map(([name, run]) => [name, run.results] as const));
  const dbOnly = options.scenarios.includes('db')
    ? await measureDbOnly(target, setup.heroes, options)
    : undefined;
  // After everything else, so it shares the machine with nothing of ours.
  const pgbench = options.scenarios.includes('loop') ? await runPgbench(options.databaseUrl) : null;
  if (pgbench && !pgbench.ran) console.log(`pgbench ${pgbench.note}.`);
  const tps = pgbench?.ran && pgbench.tps > 0 ? pgbench.tps : null;
  for (const results of byVariant.values()) {
    const loop = results.get('loop');
    if (loop && tps) {
      loop.notes.push(`pgbench TPC-B ${tps} tps: loop ÷ pgbench = ${round2(loop.perSecond / tps)}`);
    }
  }
  const primary = options.variants[0]!;
  const ceiling = byVariant.get(primary)?.get('health')?.perSecond;
  for (const results of byVariant.values()) {
    for (const r of results.values()) {
      if (ceiling && r.name !== 'stall' && r.name !== 'loop') {
        r.ratioToCeiling = round2(r.perSecond / ceiling);
      }
    }
  }
  const routeToDbOnly: Partial<Record<VariantName, number>> = {};
  for (const [name, results] of byVariant) {
    const hunt = results.get('hunt');
    if (!hunt || !dbOnly || dbOnly.perSecond <= 0) continue;
    routeToDbOnly[name] = round2(hunt.perSecond / dbOnly.perSecond);
    dbOnly.notes.push(`battle route (${name}) ÷ database only = ${routeToDbOnly[name]}`);
  }
  const clientTrueRun = runs.get('client-true');
  const targets = checkTargets(
    target.kind,
    { byVariant, primary, dbOnly },
    { connections: options.connections, bots: options.bots },
    { pgbench, idleRssMiB: clientTrueRun?.idleRssMiB ?? null },
  );
  const comparison = compareVariants(byVariant, tps);
  const everything = [...[...byVariant.values()].flatMap((r) => [...r.values()]), dbOnly].filter(
    (r): r is ScenarioResult => r !== undefined,
  );
  const valid = everything.every((r) => r.valid);
  const errorLines = [...runs.values()].reduce((sum, r) => sum + r.serverErrorLines, 0);
  const idle = [...runs].map(([name, r]) => `${name} ${r.idleRssMiB ?? '–'}`).join(', ');

  printSummary(
    `${target.version}, ${options.connections} connections, ${options.durationSeconds} s per scenario, ` +
      `${options.heroes} heroes (${machine.cpuCount} × ${machine.cpuModel}); ` +
      `server RSS idle ${idle} MiB` +
      (pgbench?.ran ? `; pgbench TPC-B ${pgbench.tps} tps` : ''),
    everything,
    targets,
  );
  printComparison(comparison);
  const clientTrueLoop = byVariant.get('client-true')?.get('loop');
  const paths = writeResultFiles(target.kind, startedAt, {
    kind: target.kind,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      ...machine,
      database: target.version,
      loadAverageAtEnd: os.loadavg().map((l) => round2(l)),
    },
    ...describeCommit(build.root),
    serverBundle: build.checkedOut ? null : build.bundle,
    config: {
      heroes: options.heroes,
      connections: options.connections,
      bots: options.scenarios.includes('loop') ? options.bots : null,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      probeConnections: options.probeConnections,
      scenarios: options.scenarios,
      variants: options.variants,
      databasePoolSize: target.kind === 'postgres' ? options.poolSize : null,
      bazaarListings: setup.listings,
      heroAssignment:
        'leased per request: an in-flight request never shares a hero (bazaar: a pair of heroes) with another; all heroes rotate',
      setupShortcuts:
        'heroes made via the API, then in the database: level-50 paladin/warlock (lifesteal), 1e9 gold via the ledger, hunt monsters at 2e9 HP, bazaar listings inserted directly',
      loopHeroes:
        'separate heroes per variant (loop_*, loopbest_*) made via the API (register, login, job); only shortcut: 1,000,000 gold via the ledger',
      forgeTimeScale: LOOP_FORGE_TIME_SCALE,
      // A launch setting the server inherits from the shell (docs/deploy.md, Memory): it moves RSS.
      glibcTunables: process.env.GLIBC_TUNABLES ?? null,
      loopMix: Object.fromEntries(LOOP_MIX),
    },
    pgbench,
    // The headline: the client-true loop.
    loopToPgbenchRatio: clientTrueLoop && tps ? round2(clientTrueLoop.perSecond / tps) : null,
    comparison,
    variants: Object.fromEntries(
      [...runs].map(([name, run]) => {
        const v = variant(name);
        return [
          name,
          {
            label: v.label,
            logLevel: v.logLevel,
            idempotencyKeys: v.sendKeys,
            serverRssMiB: {
              idle: run.idleRssMiB,
              byScenario: Object.fromEntries(
                [...run.results].map(([scenario, r]) => [scenario, r.rssMiB ?? null]),
              ),
              note: 'VmRSS of the server process (with its PGlite worker thread); PostgreSQL’s own processes are not counted',
            },
            serverErrorLines: run.serverErrorLines,
            scenarios: Object.fromEntries(run.results),
          },
        ];
      }),
    ),
    databaseOnly: dbOnly ?? null,
    routeToDbOnlyRatio: routeToDbOnly,
    setupSeconds: round2(setup.seconds),
    targets,
    valid,
  });
  if (errorLines > 0) {
    console.log(`\nThe server logged ${errorLines} error lines while measured.`);
  }
  console.log(`\nResults: ${paths.join(', ')}`);
  if (!valid) {
    console.error('\nINVALID RUN: more than 1% of some scenario’s requests failed (see above).');
    return 1;
  }
  if (options.strict && targets.some((t) => t.pass === false)) return 1;
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up…`);
    void runCleanups().then(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    await runCleanups();
    process.exit(1);
  });
