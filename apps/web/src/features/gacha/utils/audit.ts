import type { AuditVerdict } from '@demonbane/game/audit-verdict';
import { formatNumber } from '@/lib/format-number';
import { NOTHING_KEY } from './rates';

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

/**
 * The plain-language, one-line reading of a box's chi-square test, as the server
 * judged it: no alarm before the sample is large enough (`fairAt` rolls).
 */
export function auditReading(
  verdict: AuditVerdict,
  rolls: number,
  pValue: number,
  fairAt: number,
): string {
  switch (verdict) {
    case 'empty':
      return 'No plain rolls yet, so there is nothing to compare.';
    case 'match':
      return `Observed rates match the published table (${pClause(pValue)}).`;
    case 'early':
      return `Too few rolls to judge yet: ${formatNumber(rolls)} of the ${formatNumber(fairAt)} the test needs (${pClause(pValue)}).`;
    case 'stray':
      return `Observed rates stray from the published table (${pClause(pValue)}): worth a closer look.`;
  }
}

/** The audit names every outcome, the empty one included. */
export function outcomeLabel(key: string): string {
  return key === NOTHING_KEY ? 'Nothing' : key;
}
