import type { ScenarioName } from './options';
import type { ScenarioResult } from './scenario-result';
import type { VariantName } from './variants';

/** A valid scenario result for tests: 100/s, p99 20 ms, every field overridable. */
export function scenarioFixture(
  name: ScenarioName,
  variant: VariantName | undefined,
  fields: Partial<ScenarioResult> = {},
): ScenarioResult {
  return {
    name,
    title: name,
    ...(variant ? { variant } : {}),
    connections: 50,
    seconds: 10,
    perSecond: 100,
    latencyMs: { p50: 5, p90: 10, p99: 20, max: 30, mean: 6 },
    ok: 1000,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    unexpected: 0,
    statusCodes: { 200: 1000 },
    failedShare: 0,
    valid: true,
    ratioToCeiling: null,
    poolMisses: 0,
    notes: [],
    ...fields,
  };
}
