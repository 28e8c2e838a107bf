import { queryOptions } from '@tanstack/react-query';
import { inventoryApi } from '@demonbane/shared/inventory-api';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

export const CONSUMABLES_FALLBACK_ERROR = 'Error fetching consumables.';

/**
 * POST /inventory/consumables: the potions and scrolls the hero carries (the inventory
 * lists them; a hero too hurt to set out drinks from them).
 */
export function consumablesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.consumables,
    queryFn: async ({ signal }) =>
      (await callApi(inventoryApi.consumables, { userId }, { signal })).consumables,
  });
}
