import { NOTHING_KEY } from './rates';

/** Below this p-value the observed rolls are called out as straying from the table. */
export const SIGNIFICANCE = 0.01;

/** Chi-square is only a fair judge once every outcome is expected at least this often. */
export const MIN_EXPECTED = 5;

/** 0.4213 → '0.42'; 0.0042 → '0.004'; anything under 0.001 → '< 0.001'. */
export function formatPValue(p: number): string {
  if (p >= 0.01) return p.toFixed(2);
  if (p >= 0.001) return p.toFixed(3);
  return '< 0.001';
}

/** 'p = 0.42', or 'p < 0.001'. */
function pClause(p: number): string {
  const value = formatPValue(p);
  return value.startsWith('<') ? `p ${value}` : `p = ${value}`;
}

/** True when some outcome is expected fewer than MIN_EXPECTED times: the test says little yet. */
export function tooFewRolls(rolls: number, publishedPercents: readonly number[]): boolean {
  return publishedPercents.some((pct) => pct > 0 && (rolls * pct) / 100 < MIN_EXPECTED);
}

export type AuditVerdict = 'empty' | 'match' | 'early' | 'stray';

/**
 * What the test says: nothing yet, a match (p ≥ 0.01), or a mismatch, which is only
 * called out once every outcome is expected often enough for chi-square to be fair.
 */
export function auditVerdict(rolls: number, pValue: number, early: boolean): AuditVerdict {
  if (rolls === 0) return 'empty';
  if (pValue >= SIGNIFICANCE) return 'match';
  return early ? 'early' : 'stray';
}

/** The plain-language, one-line reading of a box's chi-square test. */
export function auditReading(rolls: number, pValue: number, early = false): string {
  switch (auditVerdict(rolls, pValue, early)) {
    case 'empty':
      return 'No plain rolls yet, so there is nothing to compare.';
    case 'match':
      return `Observed rates match the published table (${pClause(pValue)}).`;
    case 'early':
      return `Too few rolls to judge yet: ${rolls} so far (${pClause(pValue)}).`;
    case 'stray':
      return `Observed rates stray from the published table (${pClause(pValue)}): worth a closer look.`;
  }
}

/** The audit names every outcome, the empty one included. */
export function outcomeLabel(key: string): string {
  return key === NOTHING_KEY ? 'Nothing' : key;
}
