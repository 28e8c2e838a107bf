import { equipmentsResponse, type EquipmentsResponse } from '@demonbane/shared/inventory-schemas';
import { post } from '@/lib/api-client';

export const EQUIPMENTS_FALLBACK_ERROR = 'Error fetching equipment.';

/** POST /inventory/equipments: the three worn slots and every piece in the pack. */
export function getEquipments(userId: string, signal?: AbortSignal): Promise<EquipmentsResponse> {
  return post('/inventory/equipments', { userId }, equipmentsResponse, signal);
}
