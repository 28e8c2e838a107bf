import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const CANCEL_FALLBACK_ERROR = 'Failed to cancel listing. Please try again.';

/** POST /bazaar/cancel: takes an active listing down; the piece comes back, the fee does not. */
export async function cancelListing(userId: string, listingId: string): Promise<string> {
  const res = await postIntent(bazaarApi.cancel, { userId, listingId });
  return res.message;
}

/** Cancelling: cancelled or not, the player's stalls and pack are fetched again. */
export function useCancelListing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: ListingView) => cancelListing(userId, listing._id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bazaar });
    },
  });
}
