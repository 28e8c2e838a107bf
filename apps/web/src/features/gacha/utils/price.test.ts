import { describe, expect, it } from 'vitest';
import { drawCost, multiPrice } from './price';

describe('multi price (spec §9)', () => {
  it('is multi_price when the box sets one', () => {
    expect(multiPrice({ price: 300, multi_price: 3000 })).toBe(3000);
    expect(multiPrice({ price: 10, multi_price: 95 })).toBe(95);
  });

  it('is 10 × the single price when multi_price is absent', () => {
    expect(multiPrice({ price: 100 })).toBe(1000);
  });

  it('prices a draw of 1 or 11', () => {
    expect(drawCost({ price: 100 }, 1)).toBe(100);
    expect(drawCost({ price: 100 }, 11)).toBe(1000);
    expect(drawCost({ price: 300, multi_price: 3000 }, 11)).toBe(3000);
  });
});
