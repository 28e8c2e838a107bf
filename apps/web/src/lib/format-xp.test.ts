import { describe, expect, it } from 'vitest';
import { formatXp } from './format-xp';

const cases: { rule: string; cases: [number, string][] }[] = [
  {
    rule: 'shows small values as whole numbers',
    cases: [
      [0, '0'],
      [42, '42'],
      [999, '999'],
    ],
  },
  {
    rule: 'abbreviates with k, m and b and two decimals',
    cases: [
      [1000, '1.00k'],
      [1234, '1.23k'],
      [56_789, '56.79k'],
      [1_000_000, '1.00m'],
      [2_345_678, '2.35m'],
      [1_000_000_000, '1.00b'],
      [7_891_000_000_000, '7891.00b'],
    ],
  },
  {
    rule: 'moves up a unit rather than showing 1000.00 of the smaller one',
    cases: [
      [999_999, '1.00m'],
      [999_995_000, '1.00b'],
      [999.6, '1.00k'],
    ],
  },
  {
    rule: 'keeps the sign and survives non-finite input',
    cases: [
      [-1500, '-1.50k'],
      [Number.NaN, '0'],
    ],
  },
];

describe('formatXp', () => {
  it.each(cases)('$rule', ({ cases: pairs }) => {
    expect(pairs.map(([xp]) => formatXp(xp))).toEqual(pairs.map(([, text]) => text));
  });
});
