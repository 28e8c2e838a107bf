import { cpuMsPerRequest, type ScenarioResult } from './scenario-result';
import { round2 } from './targets';
import { variant, type VariantName, type VariantScenario } from './variants';

/** One scenario in one variant, side by side with the same scenario in the other. */
export interface ComparisonRow {
  scenario: VariantScenario;
  variant: VariantName;
  label: string;
  perSecond: number;
  /** The rate ÷ pgbench TPC-B tps (PostgreSQL runs with pgbench only). */
  toPgbench: number | null;
  p99Ms: number | null;
  /** The loop's battle rounds only. */
  turnP99Ms: number | null;
  cpuMsPerRequest: number | null;
  rssAfterMiB: number | null;
  valid: boolean;
}

/** The loop first (the headline), then the battle rounds; each in the variants' order. */
export function compareVariants(
  byVariant: ReadonlyMap<VariantName, ReadonlyMap<string, ScenarioResult>>,
  pgbenchTps: number | null,
): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  for (const scenario of ['loop', 'hunt'] as const) {
    for (const [name, results] of byVariant) {
      const r = results.get(scenario);
      if (!r) continue;
      rows.push({
        scenario,
        variant: name,
        label: variant(name).label,
        perSecond: r.perSecond,
        toPgbench: pgbenchTps ? round2(r.perSecond / pgbenchTps) : null,
        p99Ms: r.latencyMs?.p99 ?? null,
        turnP99Ms: r.turnLatencyMs?.p99 ?? null,
        cpuMsPerRequest: cpuMsPerRequest(r),
        rssAfterMiB: r.rssMiB?.after ?? null,
        valid: r.valid,
      });
    }
  }
  return rows;
}
