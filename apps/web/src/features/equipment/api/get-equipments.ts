import { queryOptions } from '@tanstack/react-query';
import { inventoryApi } from '@demonbane/shared/inventory-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const EQUIPMENTS_FALLBACK_ERROR = 'Error fetching equipment.';

/** POST /inventory/equipments: the three worn slots and every piece in the pack. */
export function equipmentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.equipment,
    queryFn: ({ signal }) => callApi(inventoryApi.equipments, { userId }, { signal }),
  });
}
