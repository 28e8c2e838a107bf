import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryApi } from '@demonbane/shared/inventory-api';
import type { UseItemResponse } from '@demonbane/shared/inventory-schemas';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from './post-intent';
import { queryKeys } from './query-keys';

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

/**
 * Using a consumable, from the inventory, in a fight or when too hurt to set out: the
 * session takes the HP and buffs it answers, and the consumables list and a hero on
 * screen (the inventory's vitals) are fetched again.
 */
export function useConsumeItem(userId: string) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: ({ itemId, qty }: { itemId: string; qty?: number }) =>
      consumeItem(userId, itemId, qty),
    onSuccess: (res) => {
      hero.set({ user_hp: res.user_hp, user_max_hp: res.user_max_hp, buffs: res.buffs });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.consumables }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      ]);
    },
  });
}
