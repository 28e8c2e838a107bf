import type { PgbenchResult } from './pgbench';
import { cpuMsPerRequest, type ScenarioResult } from './scenario-result';
import type { VariantName } from './variants';

export interface TargetCheck {
  target: string;
  actual: number | null;
  unit: string;
  /** null when the scenario it needs was not run. */
  pass: boolean | null;
  /** How far a miss is from the target (e.g. "needs 2.4× more"); absent on a pass. */
  gap?: string;
  note?: string;
  /** The scenario whose numbers it checks, for the limit note of a miss. */
  scenario?: string;
  /** The variant that scenario ran in (variants.ts). */
  variant?: VariantName;
}

/** Each variant's scenario results, and the database-only run (no server, no variant). */
export interface RunResults {
  byVariant: ReadonlyMap<VariantName, ReadonlyMap<string, ScenarioResult>>;
  /** The variant the scenarios that run only once ran in (the first one given). */
  primary: VariantName;
  dbOnly?: ScenarioResult;
}

/** What else the targets need besides the scenarios. */
export interface TargetInputs {
  pgbench: PgbenchResult | null;
  /** The client-true server's RSS a moment after it started. */
  idleRssMiB: number | null;
}

/** The connection count the best-case targets are stated at; bots for the loop. */
const TARGET_CONNECTIONS = 50;
const TARGET_BOTS = 50;

/** Memory ceilings (docs/performance.md), idle and after the player loop, in MiB of server RSS. */
const RSS_LIMIT_MIB = { pglite: 350, postgres: 200 } as const;
/** What a player's request may cost the one JavaScript thread, in server CPU. */
const CPU_MS_PER_LOOP_REQUEST = 0.6;
const TURN_P99_MS = 50;

type Rule = { atLeast: number } | { atMost: number } | { below: number };

function passes(rule: Rule, v: number): boolean {
  if ('atLeast' in rule) return v >= rule.atLeast;
  if ('atMost' in rule) return v <= rule.atMost;
  return v < rule.below;
}

function gapOf(rule: Rule, v: number, unit: string): string {
  if ('atLeast' in rule) {
    return v > 0 ? `needs ${round2(rule.atLeast / v)}× more` : 'nothing measured';
  }
  const limit = 'atMost' in rule ? rule.atMost : rule.below;
  return `${round2(v - limit)} ${unit} over`;
}

function check(
  target: string,
  from: readonly (ScenarioResult | undefined)[],
  actual: number | null | undefined,
  unit: string,
  rule: Rule,
): TargetCheck {
  const first = from[0];
  const base = {
    target,
    unit,
    ...(first ? { scenario: first.name } : {}),
    ...(first?.variant ? { variant: first.variant } : {}),
  };
  // A number from a run with failed requests measured something else: never a pass.
  if (from.some((r) => r && !r.valid)) {
    return { ...base, actual: actual ?? null, pass: false, note: 'the run was invalid' };
  }
  if (actual === null || actual === undefined) return { ...base, actual: null, pass: null };
  const pass = passes(rule, actual);
  return pass
    ? { ...base, actual, pass }
    : { ...base, actual, pass, gap: gapOf(rule, actual, unit) };
}

function addNote(c: TargetCheck, note: string): void {
  c.note = c.note ? `${c.note}; ${note}` : note;
}

/** A latency target a probe that got no answer at all fails, whatever else it measured. */
function probeCheck(
  target: string,
  probe: ScenarioResult | undefined,
  from: readonly (ScenarioResult | undefined)[],
): TargetCheck {
  const c = check(target, [...from, probe], probe?.latencyMs?.p99, 'ms', { below: 50 });
  if (probe?.valid && probe.latencyMs === null) {
    c.pass = false;
    c.note = 'no health check was answered';
  }
  return c;
}

/**
 * The headline: the player loop as clients really play it (client-true), per kind of
 * database, with the server's CPU per request and its memory.
 */
function clientTrueTargets(
  kind: 'pglite' | 'postgres',
  run: RunResults,
  inputs: TargetInputs,
): TargetCheck[] {
  const loop = run.byVariant.get('client-true')?.get('loop');
  const checks: TargetCheck[] = [];
  if (kind === 'postgres') {
    const tps = inputs.pgbench?.ran ? inputs.pgbench.tps : null;
    const ratio = loop && tps ? round2(loop.perSecond / tps) : null;
    const vsPgbench = check('client-true loop ≥ 0.5 × pgbench TPC-B tps', [loop], ratio, '×', {
      atLeast: 0.5,
    });
    if (inputs.pgbench && !inputs.pgbench.ran) addNote(vsPgbench, inputs.pgbench.note);
    checks.push(
      vsPgbench,
      check(
        `client-true loop turn (battle round) p99 ≤ ${TURN_P99_MS} ms`,
        [loop],
        loop?.turnLatencyMs?.p99,
        'ms',
        { atMost: TURN_P99_MS },
      ),
    );
  } else {
    checks.push(
      check('client-true loop ≥ 600 game requests/s', [loop], loop?.perSecond, 'req/s', {
        atLeast: 600,
      }),
      probeCheck('/api/health p99 < 50 ms during the client-true loop', loop?.healthProbe, [loop]),
    );
  }
  const limit = RSS_LIMIT_MIB[kind];
  checks.push(
    check(
      `server CPU per client-true loop request ≤ ${CPU_MS_PER_LOOP_REQUEST} ms`,
      [loop],
      cpuMsPerRequest(loop),
      'ms',
      { atMost: CPU_MS_PER_LOOP_REQUEST },
    ),
    // Memory is judged whatever the loop's answers were: no scenario, no CPU limit note.
    check(`server RSS after the client-true loop ≤ ${limit} MB`, [], loop?.rssMiB?.after, 'MiB', {
      atMost: limit,
    }),
  );
  if (!run.byVariant.has('client-true')) {
    for (const c of checks) addNote(c, 'the client-true variant was not run');
  }
  return checks;
}

/**
 * Ceilings measured at full load on 50 connections: the best-case battle round (no
 * keys, LOG_LEVEL=warn), POST /user, the route against its database work alone, and
 * (PGlite) whether a health check still gets through while battles run.
 */
function ceilingTargets(kind: 'pglite' | 'postgres', run: RunResults): TargetCheck[] {
  const best = run.byVariant.get('best-case')?.get('hunt');
  const primary = run.byVariant.get(run.primary);
  const user = primary?.get('user');
  const checks = [
    check('best-case battle rounds ≥ 2,500/s', [best], best?.perSecond, 'req/s', {
      atLeast: 2500,
    }),
    check('POST /user ≥ 10,000/s', [user], user?.perSecond, 'req/s', { atLeast: 10_000 }),
  ];
  const db = run.dbOnly;
  if (kind === 'postgres') {
    // Like with like: the database-only run sends no key either.
    checks.push(
      check(
        'best-case battle route ≥ 0.75 × database-only rate',
        [best, db],
        best && db && db.perSecond > 0 ? round2(best.perSecond / db.perSecond) : null,
        '×',
        { atLeast: 0.75 },
      ),
    );
  } else {
    const stall = primary?.get('stall');
    checks.push(probeCheck('/api/health p99 < 50 ms while battles run', stall, []));
  }
  return checks;
}

/** The performance targets for this kind of database, checked against this run. */
export function checkTargets(
  kind: 'pglite' | 'postgres',
  run: RunResults,
  options: { connections: number; bots: number },
  inputs: TargetInputs,
): TargetCheck[] {
  const headline = clientTrueTargets(kind, run, inputs);
  const ceilings = ceilingTargets(kind, run);
  const limit = RSS_LIMIT_MIB[kind];
  // Before any load: neither bots nor connections matter.
  const idle = check(`server RSS idle ≤ ${limit} MB`, [], inputs.idleRssMiB, 'MiB', {
    atMost: limit,
  });
  if (options.bots !== TARGET_BOTS) {
    for (const c of headline) {
      addNote(c, `measured with ${options.bots} bots; the target is stated at ${TARGET_BOTS}`);
    }
  }
  if (options.connections !== TARGET_CONNECTIONS) {
    for (const c of ceilings) {
      addNote(
        c,
        `measured at ${options.connections} connections; the target is stated at ${TARGET_CONNECTIONS}`,
      );
    }
  }
  const all = [...headline, idle, ...ceilings];
  for (const c of all) {
    if (c.pass !== false || !c.scenario) continue;
    const measured =
      c.scenario === 'db'
        ? run.dbOnly
        : run.byVariant.get(c.variant ?? run.primary)?.get(c.scenario);
    const limit = limitOf(measured);
    if (limit) addNote(c, limit);
  }
  return all;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * A thread this busy, or a machine this busy, is taken as the limit. Below one core
 * because the samples include the warm-up, and a thread that must share two cores with
 * PostgreSQL and the load generator waits for a core too (docs/performance.md).
 */
const SATURATED_THREAD_CORES = 0.7;
const SATURATED_MACHINE_PCT = 80;

/** What limited a scenario, read from its CPU samples (cpu-sampler.ts). */
export function limitOf(r: ScenarioResult | undefined): string | null {
  const cpu = r?.cpu;
  if (!r || !cpu) return null;
  const ms = cpuMsPerRequest(r);
  const perRequest = ms === null ? '' : `, ${ms} ms of server CPU a request`;
  const use = `server ${cpu.serverCores} cores (busiest thread ${cpu.busiestThreadCores}), machine ${cpu.machineBusyPct}% busy${perRequest}`;
  if (cpu.busiestThreadCores >= SATURATED_THREAD_CORES)
    return `limit: one server thread's CPU; ${use}`;
  if (cpu.machineBusyPct >= SATURATED_MACHINE_PCT) {
    return `limit: the machine's cores (server, database and load generator share them); ${use}`;
  }
  return `limit: waiting (database, locks, WAL flush), no CPU is saturated; ${use}`;
}
