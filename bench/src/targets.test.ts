import { describe, expect, it } from 'vitest';
import type { PgbenchResult } from './pgbench';
import { scenarioFixture } from './scenario-fixture';
import type { ScenarioResult } from './scenario-result';
import { checkTargets, type RunResults, type TargetCheck } from './targets';
import type { VariantName } from './variants';

const result = scenarioFixture;

const PGBENCH: PgbenchResult = {
  ran: true,
  command: 'pgbench',
  scale: 10,
  clients: 16,
  seconds: 10,
  tps: 2000,
  latencyMs: 8,
  synchronousCommit: 'on',
};

/** A loop meeting every PostgreSQL headline target: 1,000/s = 0.5 × 2,000 tps, 0.5 ms CPU. */
function goodLoop(variant: VariantName, fields: Partial<ScenarioResult> = {}): ScenarioResult {
  return result('loop', variant, {
    perSecond: 1000,
    turnLatencyMs: { p50: 5, p90: 20, p99: 45, max: 60, mean: 8 },
    cpu: { serverCores: 0.5, busiestThreadCores: 0.5, machineBusyPct: 60 },
    rssMiB: { max: 180, after: 150 },
    healthProbe: result('loop', undefined, {
      latencyMs: { p50: 2, p90: 5, p99: 10, max: 20, mean: 3 },
    }),
    ...fields,
  });
}

function run(
  variants: Partial<Record<VariantName, ScenarioResult[]>>,
  dbOnly?: ScenarioResult,
): RunResults {
  const byVariant = new Map(
    Object.entries(variants).map(([name, rs]) => [
      name as VariantName,
      new Map(rs.map((r) => [r.name, r] as const)),
    ]),
  );
  return { byVariant, primary: [...byVariant.keys()][0]!, dbOnly };
}

const AT_TARGET = { connections: 50, bots: 50 };

/** The PostgreSQL targets of a run at the stated load, with pgbench at 2,000 tps. */
function onPostgres(
  variants: Partial<Record<VariantName, ScenarioResult[]>>,
  dbOnly?: ScenarioResult,
): TargetCheck[] {
  return checkTargets('postgres', run(variants, dbOnly), AT_TARGET, {
    pgbench: PGBENCH,
    idleRssMiB: 100,
  });
}

/** The PGlite targets of a run at the stated load, idle at 300 MiB. */
function onPglite(variants: Partial<Record<VariantName, ScenarioResult[]>>): TargetCheck[] {
  return checkTargets('pglite', run(variants), AT_TARGET, { pgbench: null, idleRssMiB: 300 });
}

function find(checks: TargetCheck[], start: string): TargetCheck {
  const c = checks.find((t) => t.target.startsWith(start));
  if (!c) throw new Error(`no target starting with ${start}: ${checks.map((t) => t.target)}`);
  return c;
}

describe('targets on PostgreSQL', () => {
  it('judges the headline on the client-true loop, not the best case', () => {
    const checks = onPostgres({
      'client-true': [goodLoop('client-true', { perSecond: 400 })],
      'best-case': [goodLoop('best-case', { perSecond: 3000 })],
    });
    const vsPgbench = find(checks, 'client-true loop ≥ 0.5 × pgbench');
    expect(vsPgbench).toMatchObject({ actual: 0.2, pass: false, gap: 'needs 2.5× more' });
    expect(vsPgbench.note).toMatch(/^limit: /);
    // 0.5 cores over 400/s is 1.25 ms a request.
    expect(find(checks, 'server CPU per client-true loop request')).toMatchObject({
      actual: 1.25,
      pass: false,
    });
  });

  it('passes a loop at 0.5 × pgbench with turns at p99 ≤ 50 ms, ≤ 0.6 ms CPU and ≤ 200 MiB', () => {
    const checks = onPostgres({ 'client-true': [goodLoop('client-true')] });
    for (const start of [
      'client-true loop ≥ 0.5 × pgbench',
      'client-true loop turn (battle round) p99 ≤ 50 ms',
      'server CPU per client-true loop request ≤ 0.6 ms',
      'server RSS after the client-true loop ≤ 200 MB',
      'server RSS idle ≤ 200 MB',
    ]) {
      expect(find(checks, start).pass, start).toBe(true);
    }
  });

  it('fails a slow turn by its gap, and the RSS after the loop over 200 MiB', () => {
    const checks = onPostgres({
      'client-true': [
        goodLoop('client-true', {
          turnLatencyMs: { p50: 5, p90: 20, p99: 80, max: 90, mean: 9 },
          rssMiB: { max: 230, after: 210 },
        }),
      ],
    });
    expect(find(checks, 'client-true loop turn')).toMatchObject({
      actual: 80,
      pass: false,
      gap: '30 ms over',
    });
    expect(find(checks, 'server RSS after')).toMatchObject({ pass: false, gap: '10 MiB over' });
  });

  it('never passes an invalid loop', () => {
    const checks = onPostgres({ 'client-true': [goodLoop('client-true', { valid: false })] });
    expect(find(checks, 'client-true loop ≥ 0.5 × pgbench')).toMatchObject({
      pass: false,
      note: expect.stringContaining('the run was invalid'),
    });
  });

  it('says so when the client-true variant did not run', () => {
    const checks = onPostgres({ 'best-case': [goodLoop('best-case')] });
    const c = find(checks, 'client-true loop ≥ 0.5 × pgbench');
    expect(c.pass).toBeNull();
    expect(c.note).toContain('the client-true variant was not run');
  });

  it('judges the battle-round ceilings on the best case', () => {
    const checks = onPostgres(
      {
        'client-true': [result('hunt', 'client-true', { perSecond: 3000 })],
        'best-case': [result('hunt', 'best-case', { perSecond: 1000 })],
      },
      result('db', undefined, { perSecond: 2000 }),
    );
    expect(find(checks, 'best-case battle rounds ≥ 2,500/s')).toMatchObject({
      actual: 1000,
      pass: false,
      variant: 'best-case',
    });
    expect(find(checks, 'best-case battle route ≥ 0.75 × database-only')).toMatchObject({
      actual: 0.5,
      pass: false,
    });
  });
});

describe('targets measured off their stated load', () => {
  it('note the bots on the loop’s targets and the connections on the ceilings, not on idle RSS', () => {
    const checks = checkTargets(
      'postgres',
      run({
        'client-true': [goodLoop('client-true')],
        'best-case': [result('hunt', 'best-case', { perSecond: 3000 })],
      }),
      { connections: 20, bots: 10 },
      { pgbench: PGBENCH, idleRssMiB: 100 },
    );
    expect(find(checks, 'client-true loop ≥ 0.5 × pgbench').note).toContain(
      'measured with 10 bots',
    );
    expect(find(checks, 'best-case battle rounds').note).toContain('measured at 20 connections');
    expect(find(checks, 'server RSS idle').note).toBeUndefined();
  });
});

describe('targets on PGlite', () => {
  it('wants 600 game requests/s and /api/health p99 < 50 ms during the client-true loop', () => {
    const slow = onPglite({
      'client-true': [
        goodLoop('client-true', {
          perSecond: 300,
          healthProbe: result('loop', undefined, {
            latencyMs: { p50: 20, p90: 40, p99: 60, max: 90, mean: 25 },
          }),
        }),
      ],
      'best-case': [goodLoop('best-case', { perSecond: 900 })],
    });
    expect(find(slow, 'client-true loop ≥ 600')).toMatchObject({
      actual: 300,
      pass: false,
      gap: 'needs 2× more',
    });
    expect(find(slow, '/api/health p99 < 50 ms during')).toMatchObject({ actual: 60, pass: false });
    expect(find(slow, 'server RSS idle ≤ 350 MB').pass).toBe(true);
    expect(slow.some((c) => c.target.includes('pgbench'))).toBe(false);
  });

  it('fails the health target when no health check was answered', () => {
    const checks = onPglite({
      'client-true': [
        goodLoop('client-true', { healthProbe: result('loop', undefined, { latencyMs: null }) }),
      ],
    });
    expect(find(checks, '/api/health p99 < 50 ms during')).toMatchObject({
      pass: false,
      note: expect.stringContaining('no health check was answered'),
    });
  });
});
