import { queryOptions } from '@tanstack/react-query';
import { inventoryApi } from '@demonbane/shared/inventory-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const CONSUMABLES_FALLBACK_ERROR = 'Error fetching consumables.';

/** POST /inventory/consumables: the potions and scrolls the hero carries. */
export function consumablesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.consumables,
    queryFn: async ({ signal }) =>
      (await callApi(inventoryApi.consumables, { userId }, { signal })).consumables,
  });
}
