import { queryOptions } from '@tanstack/react-query';
import { shopApi } from '@demonbane/shared/shop-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ShopCatalogue } from '../types/shop-catalogue';

/** POST /shop/premium: the soul shop's wares and the hero's souls. */
export function premiumShopQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.shop('soul'),
    queryFn: async ({ signal }): Promise<ShopCatalogue> => {
      const res = await callApi(shopApi.soulShop, { userId }, { signal });
      return { balance: res.soul, items: res.premiumShop };
    },
  });
}
