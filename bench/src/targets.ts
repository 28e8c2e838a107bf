import type { ScenarioResult } from './scenario-result';

export interface TargetCheck {
  target: string;
  actual: number | null;
  unit: string;
  /** null when the scenario it needs was not run. */
  pass: boolean | null;
  note?: string;
}

const STALL_TARGET = '/api/health p99 < 50 ms while battles run';

/** The connection count the targets are stated at (issue 9.1). */
const TARGET_CONNECTIONS = 50;

function check(
  target: string,
  from: readonly (ScenarioResult | undefined)[],
  actual: number | null | undefined,
  unit: string,
  passes: (v: number) => boolean,
): TargetCheck {
  // A number from a run with failed requests measured something else: never a pass.
  if (from.some((r) => r && !r.valid)) {
    return { target, actual: actual ?? null, unit, pass: false, note: 'the run was invalid' };
  }
  if (actual === null || actual === undefined) return { target, actual: null, unit, pass: null };
  return { target, actual, unit, pass: passes(actual) };
}

/** The performance targets for this kind of database, checked against this run. */
export function checkTargets(
  kind: 'pglite' | 'postgres',
  results: ReadonlyMap<string, ScenarioResult>,
  connections: number,
): TargetCheck[] {
  const hunt = results.get('hunt');
  const db = results.get('db');
  const stall = results.get('stall');
  const checks: TargetCheck[] = [];
  if (kind === 'postgres') {
    checks.push(
      check('battle rounds ≥ 1,500/s', [hunt], hunt?.perSecond, 'req/s', (v) => v >= 1500),
      check('battle round p99 ≤ 50 ms', [hunt], hunt?.latencyMs?.p99, 'ms', (v) => v <= 50),
      check(
        'battle route ≥ 0.75 × database-only rate',
        [hunt, db],
        hunt && db && db.perSecond > 0 ? round2(hunt.perSecond / db.perSecond) : null,
        '×',
        (v) => v >= 0.75,
      ),
    );
  } else {
    checks.push(
      check('battle rounds ≥ 500/s', [hunt], hunt?.perSecond, 'req/s', (v) => v >= 500),
      check(STALL_TARGET, [stall], stall?.latencyMs?.p99, 'ms', (v) => v < 50),
    );
  }
  const stallCheck = checks.find((c) => c.target === STALL_TARGET);
  if (stallCheck && stall?.valid && stall.latencyMs === null) {
    stallCheck.pass = false;
    stallCheck.note = 'no health check was answered while battles ran';
  }
  if (connections !== TARGET_CONNECTIONS) {
    for (const c of checks) {
      const note = `measured at ${connections} connections; the target is stated at ${TARGET_CONNECTIONS}`;
      c.note = c.note ? `${c.note}; ${note}` : note;
    }
  }
  return checks;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
