import { passedValue, referenceValue } from '@demonbane/game/bazaar';
import type { Currency } from '@demonbane/game/currency';
import { findEquipment } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import { formatNumber } from '@/lib/format-number';

export interface Trade {
  item_id: string;
  rarity: Rarity;
  price: number;
  currency: Currency;
}

const gold = (n: number) => `${formatNumber(n)} gold`;

/** The piece's reference value and what a trade at this price passes, by whom; null for an unknown piece. */
export function tradeValue(trade: Trade) {
  const item = findEquipment(trade.item_id);
  if (!item) return null;
  const reference = referenceValue(item, trade.rarity);
  return { reference, ...passedValue(reference, trade.price, trade.currency) };
}

/**
 * Why the server would refuse this purchase for the buyer's allowance (the reason a
 * disabled Buy shows), or null when it fits or the allowance is not known yet.
 */
export function buyBlockedReason(listing: Trade, left: number | null): string | null {
  const value = tradeValue(listing);
  if (!value || left === null || value.buyer <= left) return null;
  return `This price is ${gold(value.buyer)} above the piece's reference value of ${gold(value.reference)}; your trading allowance has ${gold(left)} left.`;
}

/**
 * The seller's warning for a price below the reference value: a sale passes the
 * difference from the seller's allowance, and is refused when it no longer fits.
 */
export function sellBelowReference(trade: Trade, left: number | null): string | null {
  const value = tradeValue(trade);
  if (!value || value.seller === 0) return null;
  const base = `${gold(value.seller)} below the piece's reference value of ${gold(value.reference)}: a sale passes it from your trading allowance`;
  if (left === null) return `${base}.`;
  return value.seller > left
    ? `${base}, which has ${gold(left)} left, so no buyer can take it at this price.`
    : `${base} (${gold(left)} left).`;
}
