import { BOXES, drawPrice } from '@demonbane/game/gacha';
import { GOLD_SHOP, SOUL_SHOP } from '@demonbane/game/shops';
import type { PriceList } from '@demonbane/test-support/price-list';

const priced = (e: { itemId: string; price: number }) => ({ id: e.itemId, price: e.price });

/** The game's own price tables, for the database laws' charge checks. */
export const PRICES: PriceList = {
  goldShop: GOLD_SHOP.map(priced),
  soulShop: SOUL_SHOP.map(priced),
  boxes: BOXES.map((b) => ({
    index: b.index,
    name: b.name,
    currency: b.currency,
    price: b.price,
    multiPrice: drawPrice(b, 11),
  })),
};
