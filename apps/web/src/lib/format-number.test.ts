import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and drops decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1500)).toBe('1,500');
    expect(formatNumber(1234567.89)).toBe('1,234,568');
  });
});
