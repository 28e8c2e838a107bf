/**
 * `npm run bench` — the server's throughput, latency and memory (issues 9.1 and 20).
 *
 * Run it:
 *   npm run bench                                        # PGlite, the defaults below
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_DURATION=3 BENCH_SCENARIOS=health,hunt npm run bench
 *   BENCH_SCENARIOS=loop BENCH_BOTS=20 npm run bench      # only the player loop
 *   npm run bench -- -- --duration 3 --heroes 100        # flags (see --help)
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
 *     `bench_<timestamp>` created on that server and dropped at the end. LOG_LEVEL=warn,
 *     NODE_ENV=production, an empty WEB_DIST (only the API is measured), and auth rate
 *     limits raised so that setup is not throttled.
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
 *     Economy calls carry an Idempotency-Key, as the web client sends them. An answer is
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
 *  8. Prints a table and writes bench/results/<kind>-<timestamp>.json and
 *     bench/results/latest-<kind>.json: machine, config, every scenario's numbers and
 *     each target's pass/fail. Latencies are of the 2xx answers, exact (sub-ms) for
 *     the in-process runs and whole milliseconds for the probe (autocannon's CLI).
 */
import os from 'node:os';
import { LOOP_FORGE_TIME_SCALE, setUp, serverEnvironment } from './bench-setup';
import { pgliteTarget, postgresTarget } from './database-target';
import {
  bazaarScenario,
  healthScenario,
  huntScenario,
  shopScenario,
  staticScenario,
  userScenario,
  type HttpScenario,
} from './http-scenarios';
import { describeCommit, describeMachine } from './machine-info';
import { measureDbOnly, measureHttp, measureStall } from './measure-scenarios';
import { parseOptions, USAGE, type ScenarioName } from './options';
import { runPgbench } from './pgbench';
import { LOOP_MIX } from './player-bot';
import { measureLoop } from './player-loop';
import { printSummary, writeResultFiles } from './report';
import { sampleCpu } from './cpu-sampler';
import { rssAfter, sampleRss } from './rss-sampler';
import type { ScenarioResult } from './scenario-result';
import { ensureServerBuilt } from './server-build';
import { checkTargets, round2 } from './targets';

/** Long enough for the scenario's last answers and a GC pass before "after" RSS is read. */
const RSS_AFTER_MS = 1000;

/** Undone in reverse order at the end, on failure and on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
const defer = (undo: () => Promise<void>) => void cleanups.push(undo);
async function runCleanups() {
  while (cleanups.length > 0) {
    await cleanups.pop()!().catch((err: unknown) => console.error('Cleanup failed:', err));
  }
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
  ensureServerBuilt();

  const target = options.databaseUrl
    ? await postgresTarget(options.databaseUrl, options.poolSize)
    : pgliteTarget();
  defer(() => target.dispose(options.keep));
  console.log(`Benchmark on ${target.version}: ${options.scenarios.join(', ')}.`);
  const env = serverEnvironment(target, options, defer);
  const setup = await setUp(target, env, options, defer);

  const makers: Partial<Record<ScenarioName, () => HttpScenario>> = {
    health: healthScenario,
    static: staticScenario,
    user: () => userScenario(setup.heroes),
    hunt: () => huntScenario(setup.heroes),
    shop: () => shopScenario(setup.heroes),
    bazaar: () => bazaarScenario(setup.pairs),
  };
  const results = new Map<ScenarioName, ScenarioResult>();
  const { pid, url } = setup.server;
  const measure = async (name: ScenarioName): Promise<ScenarioResult | undefined> => {
    const make = makers[name];
    if (make) return measureHttp(make, url, options);
    if (name === 'stall') return measureStall(setup.heroes, url, options);
    if (name === 'loop') return measureLoop(url, setup.loopHeroes, options);
    return undefined;
  };
  for (const name of options.scenarios) {
    const rss = sampleRss(pid);
    const cpu = sampleCpu(pid);
    const result = await measure(name);
    const max = rss.stop();
    if (!result) continue;
    result.cpu = cpu.stop();
    result.rssMiB = { max, after: await rssAfter(pid, RSS_AFTER_MS) };
    results.set(name, result);
  }
  await setup.server.stop();
  if (options.scenarios.includes('db')) {
    results.set('db', await measureDbOnly(target, setup.heroes, options));
  }
  // After everything else, so it shares the machine with nothing of ours.
  const pgbench = options.scenarios.includes('loop') ? await runPgbench(options.databaseUrl) : null;
  if (pgbench && !pgbench.ran) console.log(`pgbench ${pgbench.note}.`);
  const loop = results.get('loop');
  const loopToPgbench =
    loop && pgbench?.ran && pgbench.tps > 0 ? round2(loop.perSecond / pgbench.tps) : null;
  if (loop && pgbench?.ran) {
    loop.notes.push(`pgbench TPC-B ${pgbench.tps} tps: loop ÷ pgbench = ${loopToPgbench}`);
  }

  const ceiling = results.get('health')?.perSecond;
  for (const r of results.values()) {
    if (ceiling && r.name !== 'stall' && r.name !== 'db' && r.name !== 'loop') {
      r.ratioToCeiling = round2(r.perSecond / ceiling);
    }
  }
  const hunt = results.get('hunt');
  const db = results.get('db');
  const routeToDbOnly =
    hunt && db && db.perSecond > 0 ? round2(hunt.perSecond / db.perSecond) : null;
  if (db && routeToDbOnly !== null)
    db.notes.push(`battle route ÷ database only = ${routeToDbOnly}`);
  const targets = checkTargets(
    target.kind,
    results,
    { connections: options.connections, bots: options.bots },
    { pgbench, idleRssMiB: setup.idleRssMiB },
  );
  const valid = [...results.values()].every((r) => r.valid);

  const ordered = [...results.values()];
  printSummary(
    `${target.version}, ${options.connections} connections, ${options.durationSeconds} s per scenario, ` +
      `${options.heroes} heroes (${machine.cpuCount} × ${machine.cpuModel}); ` +
      `server RSS idle ${setup.idleRssMiB ?? '–'} MiB` +
      (pgbench?.ran ? `; pgbench TPC-B ${pgbench.tps} tps` : ''),
    ordered,
    targets,
  );
  const paths = writeResultFiles(target.kind, startedAt, {
    kind: target.kind,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      ...machine,
      database: target.version,
      loadAverageAtEnd: os.loadavg().map((l) => round2(l)),
    },
    ...describeCommit(),
    config: {
      heroes: options.heroes,
      connections: options.connections,
      bots: options.scenarios.includes('loop') ? options.bots : null,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      probeConnections: options.probeConnections,
      scenarios: options.scenarios,
      databasePoolSize: target.kind === 'postgres' ? options.poolSize : null,
      bazaarListings: setup.listings,
      heroAssignment:
        'leased per request: an in-flight request never shares a hero (bazaar: a pair of heroes) with another; all heroes rotate',
      setupShortcuts:
        'heroes made via the API, then in the database: level-50 paladin/warlock (lifesteal), 1e9 gold via the ledger, hunt monsters at 2e9 HP, bazaar listings inserted directly',
      loopHeroes:
        'separate heroes (loop_*) made via the API (register, login, job); only shortcut: 1,000,000 gold via the ledger',
      forgeTimeScale: LOOP_FORGE_TIME_SCALE,
      // A launch setting the server inherits from the shell (docs/deploy.md, Memory): it moves RSS.
      glibcTunables: process.env.GLIBC_TUNABLES ?? null,
      loopMix: Object.fromEntries(LOOP_MIX),
    },
    serverRssMiB: {
      idle: setup.idleRssMiB,
      byScenario: Object.fromEntries([...results].map(([name, r]) => [name, r.rssMiB ?? null])),
      note: 'VmRSS of the server process (with its PGlite worker thread); PostgreSQL’s own processes are not counted',
    },
    pgbench,
    loopToPgbenchRatio: loopToPgbench,
    setupSeconds: round2(setup.seconds),
    serverErrorLines: setup.server.errorLines(),
    scenarios: Object.fromEntries(results),
    routeToDbOnlyRatio: routeToDbOnly,
    targets,
    valid,
  });
  if (setup.server.errorLines() > 0) {
    console.log(`\nThe server logged ${setup.server.errorLines()} error lines while measured.`);
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
