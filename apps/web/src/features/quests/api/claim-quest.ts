import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questApi } from '@demonbane/shared/quest-api';
import type { QuestsResponse } from '@demonbane/shared/quest-schemas';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const CLAIM_ERROR = 'Failed to claim the reward.';

/**
 * POST /quests/claim: pays a finished quest's reward once (409 with the reason for an
 * unfinished, claimed or past day's quest). The purse takes the balances it answers,
 * the quest shows as claimed at once, and the list is fetched again for the streak's
 * new bonus.
 */
export function useClaimQuest(userId: string) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: (questId: string) => postIntent(questApi.claim, { userId, questId }),
    onSuccess: (res, questId) => {
      hero.set({ gold: res.gold, soul: res.soul });
      queryClient.setQueryData<QuestsResponse>(
        queryKeys.quests,
        (list) =>
          list && {
            ...list,
            streak: res.streak,
            quests: list.quests.map((q) => (q._id === questId ? { ...q, claimed: true } : q)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.quests });
    },
  });
}
