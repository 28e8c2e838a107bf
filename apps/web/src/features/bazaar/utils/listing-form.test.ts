import { describe, expect, it } from 'vitest';
import { checkListing, parsePrice, PRICE_ERROR, SELECT_ITEM_ERROR } from './listing-form';

const knife = { item_id: 'hunters-knife', rarity: 'Common' as const };

describe('parsePrice (spec §5)', () => {
  it('refuses an empty, zero, negative or non-numeric price', () => {
    for (const draft of ['', '   ', '0', '-5', '0.5', 'abc', 'Infinity']) {
      expect(parsePrice(draft)).toBeNull();
    }
  });

  it('sends a whole number and leaves the 500 gold minimum to the server', () => {
    expect(parsePrice('1')).toBe(1);
    expect(parsePrice('499')).toBe(499);
    expect(parsePrice('500')).toBe(500);
    expect(parsePrice('1250.9')).toBe(1250);
  });
});

describe('checkListing', () => {
  it('asks for a piece first, then a price', () => {
    expect(checkListing(null, '')).toEqual({
      ok: false,
      field: 'piece',
      message: SELECT_ITEM_ERROR,
    });
    expect(checkListing(knife, '0')).toEqual({ ok: false, field: 'price', message: PRICE_ERROR });
    expect(checkListing(knife, '750')).toEqual({ ok: true, piece: knife, price: 750 });
  });
});
