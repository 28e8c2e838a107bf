import type { Currency } from './currency';
import type { ItemId } from './items';

/**
 * What each shop sells and for how much. Prices live here only: the server reads
 * them on every purchase; the client never sends a price.
 */

export interface ShopEntry {
  itemId: ItemId;
  price: number;
}

export const GOLD_SHOP: readonly ShopEntry[] = [
  { itemId: 'potion-minor', price: 25 },
  { itemId: 'potion', price: 55 },
  { itemId: 'potion-greater', price: 130 },
  { itemId: 'scroll-fury', price: 150 },
  { itemId: 'scroll-warding', price: 150 },
  { itemId: 'scroll-haste', price: 150 },
  { itemId: 'iron-ore', price: 60 },
  { itemId: 'demon-hide', price: 80 },
  { itemId: 'ember-shard', price: 120 },
  { itemId: 'drowned-ingot', price: 400 },
  { itemId: 'thornheart', price: 800 },
  { itemId: 'obsidian-shard', price: 1600 },
];

export const SOUL_SHOP: readonly ShopEntry[] = [
  { itemId: 'elixir-life', price: 5 },
  { itemId: 'incense-vigil', price: 8 },
  { itemId: 'tome-insight', price: 15 },
  { itemId: 'draught-titan', price: 20 },
  { itemId: 'star-metal', price: 12 },
];

export const SHOPS: Record<Currency, readonly ShopEntry[]> = {
  gold: GOLD_SHOP,
  soul: SOUL_SHOP,
};

/** Spec §9: a purchase is 1 to 99 of one item. */
export const SHOP_QTY_MAX = 99;

/** A shop's entry for an item id read from outside (a request body); undefined when not sold there. */
export function findShopEntry(shop: Currency, itemId: string): ShopEntry | undefined {
  return SHOPS[shop].find((e) => e.itemId === itemId);
}
