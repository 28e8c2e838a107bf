import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endgameApi } from '@demonbane/shared/endgame-api';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { UpgradesResponse } from '@demonbane/shared/endgame-schemas';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export type UpgradeKind = 'refine' | 'enchant';

export const UPGRADE_FALLBACK_ERROR = 'The smith could not finish. Try again.';

/** What a refining try or an enchantment answered, the same shape for both. */
export interface UpgradeOutcome {
  message: string;
  /** False for a failed refining try; an enchantment always takes. */
  success: boolean;
}

/**
 * POST /upgrades/refine or /upgrades/enchant for one slot, with an Idempotency-Key: the
 * slot and the gold take the answer, and the hero (whose stats the slot raises) is
 * fetched again where it is next shown.
 */
export function useUpgradeSlot(userId: string) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: async ({ kind, slot }: { kind: UpgradeKind; slot: EquipmentType }) => {
      const res = await postIntent(endgameApi[kind], { userId, slot });
      return { ...res, success: 'success' in res ? res.success : true };
    },
    onSuccess: (res) => {
      queryClient.setQueryData<UpgradesResponse>(
        queryKeys.upgrades,
        (old) =>
          old && {
            gold: res.gold,
            slots: old.slots.map((s) => (s.type === res.slot.type ? res.slot : s)),
          },
      );
      hero.set({ gold: res.gold });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
    },
  });
}
