import { describe, expect, it } from 'vitest';
import {
  LISTING_DAYS,
  allowanceLeft,
  checkPrice,
  distinctTraderSales,
  goldValue,
  listingExpiry,
  listingFee,
  medianPrice,
  passedValue,
  referenceValue,
  tradingAllowance,
} from './bazaar';
import { equipmentById } from './equipment';

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

  it('values a piece at its forging cost times three per rarity step', () => {
    expect(referenceValue(equipmentById('hunters-knife'), 'Common')).toBe(180);
    expect(referenceValue(equipmentById('padded-vest'), 'Common')).toBe(240);
    expect(referenceValue(equipmentById('copper-charm'), 'Common')).toBe(360);
    expect(referenceValue(equipmentById('hunters-knife'), 'Uncommon')).toBe(540);
    expect(referenceValue(equipmentById('hunters-knife'), 'Legendary')).toBe(180 * 81);
    expect(referenceValue(equipmentById('hellforged-blade'), 'Common')).toBe(400 + 2 * 60);
    expect(referenceValue(equipmentById('obsidian-aegis'), 'Rare')).toBe((1600 + 2 * 80) * 9);
    // Unique pieces: the highest tier at or below their level (a level-24 accessory: tier 20).
    expect(referenceValue(equipmentById('abbots-mitre'), 'Common')).toBe(400 + 2 * 120);
    expect(referenceValue(equipmentById('matriarchs-brand'), 'Common')).toBe(360);
  });

  it('values souls at 100 gold', () => {
    expect(goldValue(30, 'soul')).toBe(3000);
    expect(goldValue(1500, 'gold')).toBe(1500);
  });

  it('counts what is paid above the reference against the buyer, below it against the seller', () => {
    expect(passedValue(180, 1500, 'gold')).toEqual({ buyer: 1320, seller: 0 });
    expect(passedValue(240, 30, 'soul')).toEqual({ buyer: 2760, seller: 0 });
    expect(passedValue(14_580, 500, 'gold')).toEqual({ buyer: 0, seller: 14_080 });
    expect(passedValue(500, 5, 'soul')).toEqual({ buyer: 0, seller: 0 });
  });

  it('allows 600 to a level-1 account up to two days old, more with levels and days', () => {
    const made = new Date('2026-11-01T00:00:00Z');
    const at = (days: number) => new Date(made.getTime() + days * 86_400_000);
    expect(tradingAllowance(1, made, made)).toBe(600);
    expect(tradingAllowance(1, made, at(0.99))).toBe(600);
    // A day-old account (issue 33: at most 600 gold of value to another player).
    expect(tradingAllowance(1, made, at(1))).toBe(600);
    expect(tradingAllowance(1, made, at(1.99))).toBe(600);
    expect(tradingAllowance(1, made, at(2))).toBe(700);
    expect(tradingAllowance(1, made, at(14))).toBe(1900);
    expect(tradingAllowance(1, made, at(15))).toBe(2000);
    expect(tradingAllowance(1, made, at(400))).toBe(2000);
    expect(tradingAllowance(10, made, made)).toBe(4650);
    expect(tradingAllowance(20, made, made)).toBe(18_650);
    expect(tradingAllowance(50, made, at(30))).toBe(120_650 + 1400);
    expect(allowanceLeft(600, 1320)).toBe(0);
    expect(allowanceLeft(600, 420)).toBe(180);
  });

  it('counts each account once in the price history, as buyer or seller', () => {
    const sale = (sellerId: string, buyerId: string, price: number) => ({
      sellerId,
      buyerId,
      price,
      currency: 'gold' as const,
    });
    const newestFirst = [
      sale('main', 'alt', 1500),
      sale('main', 'alt', 1500),
      sale('alt', 'main', 1500),
      sale('main', 'alt2', 1500),
      sale('a', 'b', 600),
      sale('c', 'd', 640),
    ];
    const counted = distinctTraderSales(newestFirst);
    expect(counted.map((s) => s.price)).toEqual([1500, 600, 640]);
    expect(medianPrice(counted.map((s) => s.price))).toBe(640);
    expect(medianPrice([500, 600])).toBe(550);
    expect(medianPrice([])).toBeNull();
  });
});
