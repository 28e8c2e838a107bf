import { goldShopResponse } from '@demonbane/shared/shop-schemas';
import { post } from '@/lib/api-client';
import type { ShopCatalogue } from '../types/shop-catalogue';

/** POST /shop: the gold shop's wares and the hero's gold. */
export async function getGoldShop(userId: string, signal?: AbortSignal): Promise<ShopCatalogue> {
  const res = await post('/shop', { userId }, goldShopResponse, signal);
  return { balance: res.gold, items: res.shop };
}
