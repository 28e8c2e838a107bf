import { describe, expect, it } from 'vitest';
import { buyBlockedReason, sellBelowReference, tradeValue } from './trade-allowance';

const knife = { item_id: 'hunters-knife', rarity: 'Common' as const, currency: 'gold' as const };

describe('trade allowance hints', () => {
  it('values a trade against the piece’s reference', () => {
    expect(tradeValue({ ...knife, price: 1500 })).toEqual({
      reference: 180,
      buyer: 1320,
      seller: 0,
    });
    expect(tradeValue({ ...knife, item_id: 'nope', price: 500 })).toBeNull();
  });

  it('gives the reason a purchase does not fit the buyer’s allowance', () => {
    expect(buyBlockedReason({ ...knife, price: 1500 }, 600)).toBe(
      "This price is 1,320 gold above the piece's reference value of 180 gold; your trading allowance has 600 gold left.",
    );
    expect(buyBlockedReason({ ...knife, price: 780 }, 600)).toBeNull();
    expect(buyBlockedReason({ ...knife, price: 1500 }, null)).toBeNull();
    // Souls at 100 gold: 30 souls for the vest (240) pass 2,760.
    expect(
      buyBlockedReason({ ...knife, item_id: 'padded-vest', price: 30, currency: 'soul' }, 600),
    ).toMatch(/^This price is 2,760 gold above/);
  });

  it('warns a seller asking below the reference', () => {
    const rare = { ...knife, rarity: 'Rare' as const, price: 500 };
    expect(sellBelowReference(rare, 2000)).toBe(
      "1,120 gold below the piece's reference value of 1,620 gold: a sale passes it from your trading allowance (2,000 gold left).",
    );
    expect(sellBelowReference(rare, 600)).toMatch(
      /which has 600 gold left, so no buyer can take it/,
    );
    expect(sellBelowReference({ ...knife, price: 500 }, 600)).toBeNull();
  });
});
