import { describe, expect, it } from 'vitest';
import { auditVerdict, rollsForFairTest } from './audit-verdict';

const TABLE = [60, 27, 10, 2.5, 0.5];

describe('the audit verdict', () => {
  it('waits until the rarest outcome is expected five times', () => {
    expect(rollsForFairTest(TABLE)).toBe(1000);
    expect(rollsForFairTest([100, 0])).toBe(5);
  });

  it('raises no alarm on a small sample, however low its p-value', () => {
    // The finding: p = 0.0024 after 14 draws was shown as an alarm.
    expect(auditVerdict(14, 0.0024, TABLE)).toBe('early');
    expect(auditVerdict(999, 1e-9, TABLE)).toBe('early');
  });

  it('judges once the sample is large enough', () => {
    expect(auditVerdict(1000, 0.0024, TABLE)).toBe('stray');
    expect(auditVerdict(1000, 0.01, TABLE)).toBe('match');
    expect(auditVerdict(0, 1, TABLE)).toBe('empty');
  });
});
