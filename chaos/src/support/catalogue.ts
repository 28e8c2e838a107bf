import type { PricedBox, PriceList } from '@demonbane/test-support/price-list';
import { send } from './http-client';
import type { Hero } from './heroes';

/** What the game sells and how the boxes are priced, read from the public API once. */
export interface Catalogue extends PriceList {
  goldShop: ShopEntry[];
  soulShop: ShopEntry[];
  boxes: PricedBox[];
  /** Item id by display name: battle drops are reported by name only. */
  itemIdByName: Map<string, string>;
}

export interface ShopEntry {
  id: string;
  name: string;
  price: number;
}

export async function loadCatalogue(baseUrl: string, hero: Hero): Promise<Catalogue> {
  const auth = { token: hero.token };
  const gold = (await send(baseUrl, 'POST', '/api/shop', {}, auth)).body as {
    shop: { _id: string; name: string; price: number }[];
  };
  const soul = (await send(baseUrl, 'POST', '/api/shop/premium', {}, auth)).body as {
    premiumShop: { _id: string; name: string; price: number }[];
  };
  const boxes = (await send(baseUrl, 'GET', '/api/gacha/boxs', undefined)).body as {
    data: { index: number; box: string; currencies: string; price: number; multi_price?: number }[];
  };
  const entry = (e: { _id: string; name: string; price: number }) => ({
    id: e._id,
    name: e.name,
    price: e.price,
  });
  const goldShop = gold.shop.map(entry);
  const soulShop = soul.premiumShop.map(entry);
  return {
    goldShop,
    soulShop,
    boxes: boxes.data.map((b) => ({
      index: b.index,
      name: b.box,
      currency: b.currencies === 'soul' ? 'soul' : 'gold',
      price: b.price,
      multiPrice: b.multi_price ?? b.price * 10,
    })),
    itemIdByName: new Map([...goldShop, ...soulShop].map((e) => [e.name, e.id])),
  };
}
