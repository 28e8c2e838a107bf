import type { Currency } from './currency';

/**
 * Bazaar rules. A listing puts a piece in escrow for a price in gold or souls; a
 * listing fee in gold is burned when the listing is made (shown before the
 * player confirms, never refunded), which drains gold from the economy and
 * discourages spam listings.
 */

/** Lowest price accepted, per currency (spec §9: the page hints 'minimum 500 golds'). */
export const MIN_PRICE: Record<Currency, number> = { gold: 500, soul: 5 };
/** Highest price accepted: keeps balances far from integer limits. */
export const MAX_PRICE: Record<Currency, number> = { gold: 10_000_000, soul: 100_000 };

export const LISTING_DAYS = 3;
export const MAX_ACTIVE_LISTINGS = 10;

/** Fee in gold: 2% of a gold price, or 20 gold per soul of a soul price; at least 20 gold. */
export function listingFee(price: number, currency: Currency): number {
  const fee = currency === 'gold' ? Math.ceil(price * 0.02) : price * 20;
  return Math.max(20, fee);
}

export function listingExpiry(now: Date): Date {
  return new Date(now.getTime() + LISTING_DAYS * 24 * 3600 * 1000);
}

export type PriceCheck = { ok: true } | { ok: false; message: string };

export function checkPrice(price: number, currency: Currency): PriceCheck {
  const unit = currency === 'gold' ? 'gold' : 'souls';
  if (!Number.isInteger(price) || price < MIN_PRICE[currency]) {
    return { ok: false, message: `The minimum price is ${MIN_PRICE[currency]} ${unit}.` };
  }
  if (price > MAX_PRICE[currency]) {
    return {
      ok: false,
      message: `The maximum price is ${MAX_PRICE[currency].toLocaleString('en')} ${unit}.`,
    };
  }
  return { ok: true };
}
