import { inventoryApi } from '@demonbane/shared/inventory-api';
import type { Consumable } from '@demonbane/shared/inventory-schemas';
import { callApi } from '@/lib/api-client';

export const CONSUMABLES_FALLBACK_ERROR = 'Error fetching consumables.';

/** POST /inventory/consumables: the potions and scrolls the hero carries. */
export async function getConsumables(userId: string, signal?: AbortSignal): Promise<Consumable[]> {
  const res = await callApi(inventoryApi.consumables, { userId }, { signal });
  return res.consumables;
}
