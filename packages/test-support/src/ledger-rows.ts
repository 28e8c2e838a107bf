import type { Currency } from '@demonbane/game/currency';
import type { LedgerRow } from './snapshot';

/**
 * Ledger rows as the server writes them (kind, ref and the reason a person reads),
 * for the hand-made snapshots that show the laws and the crash checks bite.
 */
export const ledgerRows = {
  startingPurse: (userId: string, gold: number): LedgerRow => ({
    userId,
    currency: 'gold',
    delta: gold,
    kind: 'starting_purse',
    ref: null,
    reason: 'starting purse',
  }),
  fee: (userId: string, itemId: string, fee: number): LedgerRow => ({
    userId,
    currency: 'gold',
    delta: -fee,
    kind: 'bazaar_fee',
    ref: itemId,
    reason: `bazaar fee: ${itemId}`,
  }),
  /** A sold listing: the buyer's payment, then the seller's proceeds. */
  sale: (listing: {
    id: string;
    sellerId: string;
    buyerId: string;
    price: number;
    currency: Currency;
  }): LedgerRow[] => [
    {
      userId: listing.buyerId,
      currency: listing.currency,
      delta: -listing.price,
      kind: 'bazaar_buy',
      ref: listing.id,
      reason: `bazaar buy: ${listing.id}`,
    },
    {
      userId: listing.sellerId,
      currency: listing.currency,
      delta: listing.price,
      kind: 'bazaar_sale',
      ref: listing.id,
      reason: `bazaar sale: ${listing.id}`,
    },
  ],
  shop: (userId: string, qty: number, itemId: string, cost: number): LedgerRow => ({
    userId,
    currency: 'gold',
    delta: -cost,
    kind: 'shop',
    ref: itemId,
    reason: `shop: ${qty} × ${itemId}`,
  }),
  gacha: (userId: string, box: string, amount: number, cost: number): LedgerRow => ({
    userId,
    currency: 'gold',
    delta: -cost,
    kind: 'gacha',
    ref: box,
    reason: `gacha: ${box} x${amount}`,
  }),
  writeOff: (userId: string, currency: Currency, amount: number): LedgerRow => ({
    userId,
    currency,
    delta: -amount,
    kind: 'account_deleted',
    ref: null,
    reason: 'account deleted',
  }),
};
