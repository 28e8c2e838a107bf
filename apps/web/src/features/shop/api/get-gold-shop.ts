import { queryOptions } from '@tanstack/react-query';
import { shopApi } from '@demonbane/shared/shop-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ShopCatalogue } from '../types/shop-catalogue';

/** POST /shop: the gold shop's wares and the hero's gold. */
export function goldShopQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.shop('gold'),
    queryFn: async ({ signal }): Promise<ShopCatalogue> => {
      const res = await callApi(shopApi.goldShop, { userId }, { signal });
      return { balance: res.gold, items: res.shop };
    },
  });
}
