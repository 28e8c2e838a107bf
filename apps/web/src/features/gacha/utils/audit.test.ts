import { describe, expect, it } from 'vitest';
import { auditReading, formatPValue, outcomeLabel } from './audit';

describe('auditReading', () => {
  it('says the rolls match the table when p ≥ 0.01', () => {
    expect(auditReading('match', 500, 0.4213, 1000)).toBe(
      'Observed rates match the published table (p = 0.42).',
    );
    expect(auditReading('match', 500, 0.01, 1000)).toBe(
      'Observed rates match the published table (p = 0.01).',
    );
  });

  it('calls out rolls that stray from the table once there are enough of them', () => {
    expect(auditReading('stray', 5000, 0.0042, 1000)).toBe(
      'Observed rates stray from the published table (p = 0.004): worth a closer look.',
    );
    expect(auditReading('stray', 5000, 1e-9, 1000)).toBe(
      'Observed rates stray from the published table (p < 0.001): worth a closer look.',
    );
  });

  it('withholds judgement on a small sample', () => {
    expect(auditReading('early', 11, 0.008, 1000)).toBe(
      'Too few rolls to judge yet: 11 of the 1,000 the test needs (p = 0.008).',
    );
  });

  it('has nothing to compare before the first roll', () => {
    expect(auditReading('empty', 0, 1, 1000)).toBe(
      'No plain rolls yet, so there is nothing to compare.',
    );
  });
});

describe('audit helpers', () => {
  it('formats p-values', () => {
    expect(formatPValue(1)).toBe('1.00');
    expect(formatPValue(0.955)).toBe('0.95');
    expect(formatPValue(0.0042)).toBe('0.004');
    expect(formatPValue(0.0005)).toBe('< 0.001');
  });

  it("names the table's null key 'Nothing'", () => {
    expect(outcomeLabel('null')).toBe('Nothing');
    expect(outcomeLabel('Rare')).toBe('Rare');
  });
});
