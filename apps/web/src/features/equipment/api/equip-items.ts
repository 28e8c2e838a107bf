import { inventoryApi } from '@demonbane/shared/inventory-api';
import type { EquipResponse } from '@demonbane/shared/inventory-schemas';
import { postIntent } from '@/lib/post-intent';
import type { Loadout } from '../utils/loadout';

export const EQUIP_FALLBACK_ERROR = 'Error updating equipment.';

/**
 * POST /inventory/equip with the whole wanted loadout: null empties a slot, an
 * unchanged slot stays as it is. Answers with what was put back and what is worn.
 */
export function equipItems(userId: string, loadout: Loadout): Promise<EquipResponse> {
  return postIntent(inventoryApi.equip, { userId, ...loadout });
}
