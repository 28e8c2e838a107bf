import { describe, expect, it } from 'vitest';
import { auditReading, auditVerdict, formatPValue, outcomeLabel, tooFewRolls } from './audit';

describe('auditReading', () => {
  it('says the rolls match the table when p ≥ 0.01', () => {
    expect(auditReading(500, 0.4213)).toBe('Observed rates match the published table (p = 0.42).');
    expect(auditReading(500, 0.01)).toBe('Observed rates match the published table (p = 0.01).');
    expect(auditReading(3, 0.9, true)).toBe('Observed rates match the published table (p = 0.90).');
  });

  it('calls out rolls that stray from the table once there are enough of them', () => {
    expect(auditReading(5000, 0.0042)).toBe(
      'Observed rates stray from the published table (p = 0.004): worth a closer look.',
    );
    expect(auditReading(5000, 1e-9)).toBe(
      'Observed rates stray from the published table (p < 0.001): worth a closer look.',
    );
  });

  it('withholds judgement on a small sample', () => {
    expect(auditReading(11, 0.008, true)).toBe(
      'Too few rolls to judge yet: 11 so far (p = 0.008).',
    );
  });

  it('has nothing to compare before the first roll', () => {
    expect(auditReading(0, 1)).toBe('No plain rolls yet, so there is nothing to compare.');
    expect(auditVerdict(0, 1, true)).toBe('empty');
  });
});

describe('audit helpers', () => {
  it('formats p-values', () => {
    expect(formatPValue(1)).toBe('1.00');
    expect(formatPValue(0.955)).toBe('0.95');
    expect(formatPValue(0.0042)).toBe('0.004');
    expect(formatPValue(0.0005)).toBe('< 0.001');
  });

  it('knows when some outcome is expected fewer than 5 times', () => {
    expect(tooFewRolls(100, [60, 27, 10, 2.5, 0.5])).toBe(true);
    expect(tooFewRolls(1000, [60, 27, 10, 2.5, 0.5])).toBe(false);
    expect(tooFewRolls(1000, [100, 0])).toBe(false);
  });

  it("names the table's null key 'Nothing'", () => {
    expect(outcomeLabel('null')).toBe('Nothing');
    expect(outcomeLabel('Rare')).toBe('Rare');
  });
});
