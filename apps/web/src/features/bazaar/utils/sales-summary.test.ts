import { describe, expect, it } from 'vitest';
import { summarizeSales, type Sale } from './sales-summary';

const sale = (price: number, currency: Sale['currency'], day: number): Sale => ({
  price,
  currency,
  sold_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

describe('summarizeSales', () => {
  const newestFirst = [sale(600, 'gold', 20), sale(9, 'soul', 19), sale(500, 'gold', 18)];

  const median = { gold: 550, soul: 9 };

  it('charts one currency, oldest first, with last / the server’s median / low / high', () => {
    expect(summarizeSales({ sales: newestFirst, median }, 'gold')).toEqual({
      sales: [sale(500, 'gold', 18), sale(600, 'gold', 20)],
      last: 600,
      median: 550,
      low: 500,
      high: 600,
      otherCurrency: 1,
    });
  });

  it('is null without a sale in that currency', () => {
    expect(summarizeSales({ sales: [], median: { gold: null, soul: null } }, 'gold')).toBeNull();
    expect(
      summarizeSales({ sales: [sale(9, 'soul', 1)], median: { gold: null, soul: 9 } }, 'gold'),
    ).toBeNull();
  });
});
