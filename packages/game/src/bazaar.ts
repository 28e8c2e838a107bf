import { DAY_MS } from './calendar';
import { COMBINE_COPIES } from './combine';
import type { Currency } from './currency';
import type { EquipmentItem } from './equipment';
import { FORGE_SLOTS, MATERIALS } from './forge';
import { RARITIES, type Rarity } from './rarity';
import { findShopEntry } from './shops';

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

/**
 * What a soul is worth in gold when a soul price is valued. The soul boxes are the
 * gold boxes' betters at about a hundred gold a soul: the Abyssal Reliquary (10 souls,
 * no Commons, 5% Legendary) against the Ashen Coffer (300 gold, 0.5%), the Throne
 * Reliquary (40 souls, level-40 gear) against the Drowned Strongbox (1,500 gold).
 */
export const GOLD_PER_SOUL = 100;

/** A price in gold value: gold as it is, souls at GOLD_PER_SOUL. */
export function goldValue(price: number, currency: Currency): number {
  return currency === 'gold' ? price : price * GOLD_PER_SOUL;
}

/**
 * A piece's reference value in gold: what forging it costs at the gold shop's prices,
 * times the copies combining takes per rarity step. Forging takes three materials: a
 * first-tier piece three of its type's basic material (Iron Ore 60 for a weapon, Demon
 * Hide 80 for armor, Ember Shard 120 for an accessory: 180, 240, 360 gold); a higher
 * tier its core (Drowned Ingot 400, Thornheart 800, Obsidian Shard 1,600) and two
 * basic ones. A unique piece is valued as the forged piece of its type of the highest
 * tier at or below its level. Each rarity step costs three of the rarity below (the
 * combine): ×1, ×3, ×9, ×27, ×81 from Common to Legendary.
 */
export function referenceValue(item: EquipmentItem, rarity: Rarity): number {
  const price = (itemId: string) => findShopEntry('gold', itemId)?.price ?? 0;
  const basic = MATERIALS.find((m) => m.type === item.type)!;
  const core = MATERIALS.filter((m) => m.tier !== undefined && m.tier <= item.level).sort(
    (a, b) => b.tier! - a.tier!,
  )[0];
  const forged = core
    ? price(core.itemId) + (FORGE_SLOTS - 1) * price(basic.itemId)
    : FORGE_SLOTS * price(basic.itemId);
  return forged * COMBINE_COPIES ** RARITIES.indexOf(rarity);
}

/**
 * The trading allowance: the value an account may pass to other players through the
 * bazaar, all its trades together. 600 gold on an account's first day at level 1 (a
 * new account's purse is 1,500 gold and 30 souls, worth 4,500), growing with the
 * square of the levels gained (as battle gold grows with level: 4,650 at level 10,
 * 18,650 at 20, 120,650 at 50) and by 100 gold for every whole day the account has
 * existed past its first, for 14 days (at most 1,400): a day-old account still has 600.
 */
export const ALLOWANCE = { base: 600, perLevelSquared: 50, perDay: 100, maxDays: 14 } as const;

export function tradingAllowance(level: number, accountCreatedAt: Date, now: Date): number {
  const age = Math.floor(Math.max(0, now.getTime() - accountCreatedAt.getTime()) / DAY_MS);
  const days = Math.max(0, age - 1);
  const levels = Math.max(0, level - 1);
  return (
    ALLOWANCE.base +
    ALLOWANCE.perLevelSquared * levels * levels +
    ALLOWANCE.perDay * Math.min(days, ALLOWANCE.maxDays)
  );
}

/**
 * The value a trade passes between two accounts, against the piece's reference: a
 * buyer paying above it passes the difference to the seller; a seller asking below it
 * passes the difference to the buyer. At most one of the two is above zero.
 */
export function passedValue(
  reference: number,
  price: number,
  currency: Currency,
): { buyer: number; seller: number } {
  const value = goldValue(price, currency);
  return { buyer: Math.max(0, value - reference), seller: Math.max(0, reference - value) };
}

/** Who passes a trade's value (passedValue) and how much; null at the reference price. */
export function passerOf(passed: {
  buyer: number;
  seller: number;
}): { by: 'buyer' | 'seller'; amount: number } | null {
  if (passed.buyer > 0) return { by: 'buyer', amount: passed.buyer };
  if (passed.seller > 0) return { by: 'seller', amount: passed.seller };
  return null;
}

/** The allowance left once `passed` gold of value has gone to other players. */
export function allowanceLeft(allowance: number, passed: number): number {
  return Math.max(0, allowance - passed);
}

/** A sale as the price history reads it: who sold, who bought, for what. */
export interface TradeRecord {
  sellerId: string;
  buyerId: string;
  price: number;
  currency: Currency;
}

/**
 * The sales the public price history counts, newest first: each account at most once,
 * as buyer or as seller (its newest sale), so one pair of accounts trading again and
 * again, either way round, weighs as one trade, and so does one account selling to (or
 * buying from) many.
 */
export function distinctTraderSales<S extends TradeRecord>(newestFirst: readonly S[]): S[] {
  const traders = new Set<string>();
  const kept: S[] = [];
  for (const sale of newestFirst) {
    if (traders.has(sale.sellerId) || traders.has(sale.buyerId)) continue;
    traders.add(sale.sellerId);
    traders.add(sale.buyerId);
    kept.push(sale);
  }
  return kept;
}

/** The median of some prices (the mean of the middle two for an even count), rounded; null when none. */
export function medianPrice(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}
