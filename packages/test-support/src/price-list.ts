import type { Currency } from '@demonbane/game/currency';

export interface PricedItem {
  id: string;
  price: number;
}

export interface PricedBox {
  index: number;
  name: string;
  currency: Currency;
  price: number;
  /** The price of an 11-draw. */
  multiPrice: number;
}

/**
 * What the shops and gacha boxes charge: the laws check every charge in the
 * ledger against it. Chaos reads it from the public API (black box); the economy
 * model takes it from the game's tables.
 */
export interface PriceList {
  goldShop: readonly PricedItem[];
  soulShop: readonly PricedItem[];
  boxes: readonly PricedBox[];
}
