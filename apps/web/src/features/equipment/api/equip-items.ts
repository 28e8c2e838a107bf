import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryApi } from '@demonbane/shared/inventory-api';
import type { EquipResponse } from '@demonbane/shared/inventory-schemas';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';
import type { Loadout } from '../utils/loadout';

export const EQUIP_FALLBACK_ERROR = 'Error updating equipment.';

/**
 * POST /inventory/equip with the whole wanted loadout: null empties a slot, an
 * unchanged slot stays as it is. Answers with what was put back and what is worn.
 */
export function equipItems(userId: string, loadout: Loadout): Promise<EquipResponse> {
  return postIntent(inventoryApi.equip, { userId, ...loadout });
}

/**
 * An equip or unequip: the session wears what the answer says, and the pack is fetched
 * again before the mutation settles, so the new loadout shows with its message (a
 * failed refresh shows its own error).
 */
export function useEquipItems(userId: string) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: (loadout: Loadout) => equipItems(userId, loadout),
    onSuccess: (res) => {
      hero.setEquipment({
        items: res.equipment.map(({ item_id, item_name, item_rarity }) => ({
          item_id,
          item_name,
          item_rarity,
        })),
        stats: res.equipment_stats,
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
    },
  });
}
