import { shopApi } from '@demonbane/shared/shop-api';
import { callApi } from '@/lib/api-client';
import type { ShopCatalogue } from '../types/shop-catalogue';

/** POST /shop: the gold shop's wares and the hero's gold. */
export async function getGoldShop(userId: string, signal?: AbortSignal): Promise<ShopCatalogue> {
  const res = await callApi(shopApi.goldShop, { userId }, { signal });
  return { balance: res.gold, items: res.shop };
}
