import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgeApi } from '@demonbane/shared/forge-api';
import type { ClaimResponse } from '@demonbane/shared/forge-schemas';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';
import type { ForgeState } from './get-materials';

/** Spec §8. */
export const CLAIM_FAILED = 'Failed to claim forged item.';

/** POST /forge/claim: takes the finished piece out of the forge. */
export function claimForge(userId: string): Promise<ClaimResponse> {
  return postIntent(forgeApi.claim, { userId });
}

/**
 * Claiming: the forge is free at once; it and the pack are then fetched again, and the
 * bell's list too (the claim marked the forge's "finished" notification read).
 */
export function useClaimForge(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimForge(userId),
    onSuccess: () => {
      queryClient.setQueryData<ForgeState>(
        queryKeys.forge,
        (d) => d && { ...d, status: null, timer: null, inForge: [], totalSeconds: null },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bazaarSellable });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forge });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}
