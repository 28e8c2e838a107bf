import { describe, expect, it } from 'vitest';
import { formatXp } from './format-xp';

describe('formatXp', () => {
  it('shows small values as whole numbers', () => {
    expect(formatXp(0)).toBe('0');
    expect(formatXp(42)).toBe('42');
    expect(formatXp(999)).toBe('999');
  });

  it('abbreviates with k, m and b and two decimals', () => {
    expect(formatXp(1000)).toBe('1.00k');
    expect(formatXp(1234)).toBe('1.23k');
    expect(formatXp(56_789)).toBe('56.79k');
    expect(formatXp(1_000_000)).toBe('1.00m');
    expect(formatXp(2_345_678)).toBe('2.35m');
    expect(formatXp(1_000_000_000)).toBe('1.00b');
    expect(formatXp(7_891_000_000_000)).toBe('7891.00b');
  });

  it('moves up a unit rather than showing 1000.00 of the smaller one', () => {
    expect(formatXp(999_999)).toBe('1.00m');
    expect(formatXp(999_995_000)).toBe('1.00b');
    expect(formatXp(999.6)).toBe('1.00k');
  });

  it('keeps the sign and survives non-finite input', () => {
    expect(formatXp(-1500)).toBe('-1.50k');
    expect(formatXp(Number.NaN)).toBe('0');
  });
});
