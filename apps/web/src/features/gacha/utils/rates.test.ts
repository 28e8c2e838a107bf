import { describe, expect, it } from 'vitest';
import { BOXES } from '../testing/fixtures';
import { formatPercent, visibleRates } from './rates';

describe('visibleRates', () => {
  it('lists the odds in the table’s order', () => {
    expect(visibleRates(BOXES[0]!.rarity)).toEqual([
      { key: 'Common', percent: 60 },
      { key: 'Uncommon', percent: 27 },
      { key: 'Rare', percent: 10 },
      { key: 'Epic', percent: 2.5 },
      { key: 'Legendary', percent: 0.5 },
    ]);
  });

  it("hides the 'null' key (the box held nothing)", () => {
    const rates = visibleRates(BOXES[2]!.rarity);
    expect(rates.map((r) => r.key)).toEqual(['Common', 'Uncommon', 'Rare', 'Epic']);
  });
});

describe('formatPercent', () => {
  it('shows whole and fractional percentages without trailing zeros', () => {
    expect(formatPercent(60)).toBe('60%');
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatPercent(0.5)).toBe('0.5%');
    expect(formatPercent(33.3333)).toBe('33.33%');
  });
});
