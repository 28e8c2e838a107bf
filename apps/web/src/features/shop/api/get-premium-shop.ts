import { shopApi } from '@demonbane/shared/shop-api';
import { callApi } from '@/lib/api-client';
import type { ShopCatalogue } from '../types/shop-catalogue';

/** POST /shop/premium: the soul shop's wares and the hero's souls. */
export async function getPremiumShop(userId: string, signal?: AbortSignal): Promise<ShopCatalogue> {
  const res = await callApi(shopApi.soulShop, { userId }, { signal });
  return { balance: res.soul, items: res.premiumShop };
}
