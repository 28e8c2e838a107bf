import { describe, expect, it } from 'vitest';
import { scenarioFixture } from './scenario-fixture';
import type { ScenarioResult } from './scenario-result';
import { compareVariants } from './variant-comparison';
import type { VariantName } from './variants';

function result(name: 'hunt' | 'loop', variant: VariantName, perSecond: number): ScenarioResult {
  return scenarioFixture(name, variant, {
    perSecond,
    cpu: { serverCores: 0.8, busiestThreadCores: 0.8, machineBusyPct: 90 },
    rssMiB: { max: 150, after: 140 },
    ...(name === 'loop' ? { turnLatencyMs: { p50: 4, p90: 8, p99: 12, max: 20, mean: 5 } } : {}),
  });
}

describe('compareVariants', () => {
  it('puts the loop first, each scenario in both variants, with × pgbench and CPU per request', () => {
    const byVariant = new Map<VariantName, Map<string, ScenarioResult>>([
      [
        'client-true',
        new Map([
          ['hunt', result('hunt', 'client-true', 200)],
          ['loop', result('loop', 'client-true', 100)],
        ]),
      ],
      ['best-case', new Map([['loop', result('loop', 'best-case', 400)]])],
    ]);
    const rows = compareVariants(byVariant, 1000);
    expect(rows.map((r) => [r.scenario, r.variant])).toEqual([
      ['loop', 'client-true'],
      ['loop', 'best-case'],
      ['hunt', 'client-true'],
    ]);
    expect(rows[0]).toMatchObject({
      perSecond: 100,
      toPgbench: 0.1,
      p99Ms: 20,
      turnP99Ms: 12,
      cpuMsPerRequest: 8,
      rssAfterMiB: 140,
    });
    expect(rows[1]).toMatchObject({ toPgbench: 0.4, cpuMsPerRequest: 2 });
    expect(rows[2]!.turnP99Ms).toBeNull();
    expect(compareVariants(byVariant, null)[0]!.toPgbench).toBeNull();
  });
});
