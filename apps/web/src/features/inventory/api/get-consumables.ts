import { consumablesResponse, type Consumable } from '@demonbane/shared/inventory-schemas';
import { post } from '@/lib/api-client';

export const CONSUMABLES_FALLBACK_ERROR = 'Error fetching consumables.';

/** POST /inventory/consumables: the potions and scrolls the hero carries. */
export async function getConsumables(userId: string, signal?: AbortSignal): Promise<Consumable[]> {
  const res = await post('/inventory/consumables', { userId }, consumablesResponse, signal);
  return res.consumables;
}
