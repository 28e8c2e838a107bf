/**
 * How the public gacha audit reads its chi-square test. Chi-square is only a fair
 * judge once every outcome is expected at least MIN_EXPECTED times; before that a
 * low p-value says more about the small sample than about the table, so the audit
 * withholds its alarm and says how many rolls it is waiting for.
 */

/** Below this p-value a box's rolls are called out as straying from its table. */
export const SIGNIFICANCE = 0.01;

/** The least expected count of every outcome before the test may raise its alarm. */
export const MIN_EXPECTED = 5;

/** 'empty': no rolls; 'early': too few to judge; 'match' / 'stray': the test's answer. */
export type AuditVerdict = 'empty' | 'early' | 'match' | 'stray';

/** Plain rolls after which every outcome of the table is expected MIN_EXPECTED times. */
export function rollsForFairTest(publishedPercents: readonly number[]): number {
  const rarest = Math.min(...publishedPercents.filter((pct) => pct > 0));
  return Number.isFinite(rarest) ? Math.ceil((MIN_EXPECTED * 100) / rarest) : 0;
}

/** The verdict on `rolls` plain rolls whose test gave `pValue`. */
export function auditVerdict(
  rolls: number,
  pValue: number,
  publishedPercents: readonly number[],
): AuditVerdict {
  if (rolls === 0) return 'empty';
  if (rolls < rollsForFairTest(publishedPercents)) return 'early';
  return pValue >= SIGNIFICANCE ? 'match' : 'stray';
}
