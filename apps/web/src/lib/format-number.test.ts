import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and drops decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1500)).toBe('1,500');
    expect(formatNumber(1234567.89)).toBe('1,234,568');
  });

  it('writes what Intl.NumberFormat would, for every kind of number', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [-0, 0.4, 0.5, 1.5, 2.5, -0.4, -0.5, -2.5, 999.5, 999_999.5, 1e21, -1e21];
    values.push(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, Infinity, NaN);
    // A fixed sequence in [0, 1), so a failure names a value that fails every time.
    let seed = 12345;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let digits = 1; digits <= 16; digits += 1) {
      for (let i = 0; i < 20; i += 1) {
        const value = next() * 10 ** digits;
        values.push(value, -value, Math.floor(value));
      }
    }
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});
