import { inventoryApi } from '@demonbane/shared/inventory-api';
import type { EquipmentsResponse } from '@demonbane/shared/inventory-schemas';
import { callApi } from '@/lib/api-client';

export const EQUIPMENTS_FALLBACK_ERROR = 'Error fetching equipment.';

/** POST /inventory/equipments: the three worn slots and every piece in the pack. */
export function getEquipments(userId: string, signal?: AbortSignal): Promise<EquipmentsResponse> {
  return callApi(inventoryApi.equipments, { userId }, { signal });
}
