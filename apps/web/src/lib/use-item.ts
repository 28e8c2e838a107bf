import { inventoryApi } from '@demonbane/shared/inventory-api';
import type { UseItemResponse } from '@demonbane/shared/inventory-schemas';
import { postIntent } from './post-intent';

/** What a battle screen says when a potion could not be drunk and the server gave no reason. */
export const POTION_ERROR = 'Failed to use potion.';

/**
 * POST /inventory/use-item: drinks or reads `qty` of one consumable (one when `qty` is
 * left out, as in a fight). 409 'Your HP is already full.' when nothing would be used.
 */
export function consumeItem(
  userId: string,
  itemId: string,
  qty?: number,
): Promise<UseItemResponse> {
  const body = qty === undefined ? { userId, itemId } : { userId, itemId, qty };
  return postIntent(inventoryApi.useItem, body);
}
