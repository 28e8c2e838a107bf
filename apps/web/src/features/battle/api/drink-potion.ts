import { useItemResponse, type UseItemResponse } from '@demonbane/shared/inventory-schemas';
import { postIntent } from '@/lib/post-intent';

export const POTION_ERROR = 'Failed to use potion.';

/** POST /inventory/use-item with one potion; 409 'Your HP is already full.' */
export function drinkPotion(userId: string, itemId: string): Promise<UseItemResponse> {
  return postIntent('/inventory/use-item', { userId, itemId }, useItemResponse);
}
