import { describe, expect, it } from 'vitest';
import { LISTING_DAYS, checkPrice, listingExpiry, listingFee } from './bazaar';

describe('bazaar rules', () => {
  it('charges 2% of a gold price, 20 gold per soul, at least 20 gold', () => {
    expect(listingFee(500, 'gold')).toBe(20);
    expect(listingFee(5000, 'gold')).toBe(100);
    expect(listingFee(1001, 'gold')).toBe(21);
    expect(listingFee(5, 'soul')).toBe(100);
  });

  it('enforces the minimum and maximum prices', () => {
    expect(checkPrice(499, 'gold')).toEqual({
      ok: false,
      message: 'The minimum price is 500 gold.',
    });
    expect(checkPrice(500, 'gold')).toEqual({ ok: true });
    expect(checkPrice(4, 'soul')).toEqual({ ok: false, message: 'The minimum price is 5 souls.' });
    expect(checkPrice(10_000_001, 'gold').ok).toBe(false);
  });

  it('expires listings after three days', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(listingExpiry(now).getTime() - now.getTime()).toBe(LISTING_DAYS * 86_400_000);
  });
});
