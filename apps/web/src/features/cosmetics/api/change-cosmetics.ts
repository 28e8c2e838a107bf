import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endgameApi } from '@demonbane/shared/endgame-api';
import type { CosmeticKind } from '@demonbane/game/cosmetics';
import type { CosmeticsResponse } from '@demonbane/shared/endgame-schemas';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { callApi } from '@/lib/api-client';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const COSMETIC_FALLBACK_ERROR = 'That did not go through. Try again.';

/** A purchase (keyed: it spends gold) or a change of what is worn (null: take it off). */
export type CosmeticChange =
  | { action: 'buy'; cosmeticId: string }
  | { action: 'wear'; kind: CosmeticKind; cosmeticId: string | null };

/**
 * POST /cosmetics/buy or /cosmetics/wear: both answer the whole list, which becomes the
 * cached one; the session takes the gold and what is worn, and the boards and the arena,
 * which show it to others, are read again.
 */
export function useChangeCosmetics(userId: string) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: (change: CosmeticChange) =>
      change.action === 'buy'
        ? postIntent(endgameApi.buyCosmetic, { userId, cosmeticId: change.cosmeticId })
        : callApi(endgameApi.wearCosmetic, {
            userId,
            kind: change.kind,
            cosmeticId: change.cosmeticId,
          }),
    onSuccess: (res) => {
      queryClient.setQueryData<CosmeticsResponse>(queryKeys.cosmetics, res);
      hero.set({ gold: res.gold, title: res.title, frame: res.frame, ascensions: res.ascensions });
      for (const queryKey of [
        queryKeys.user,
        queryKeys.huntLeaderboard,
        queryKeys.arena,
        queryKeys.arenaLeaderboard,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
