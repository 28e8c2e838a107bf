import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { BuyResponse, ListingView } from '@demonbane/shared/bazaar-schemas';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const BUY_FALLBACK_ERROR = 'Failed to purchase item. Please try again.';

/** POST /bazaar/buy: pays the price and takes the piece; the answer carries the new balance. */
export function buyListing(userId: string, listingId: string): Promise<BuyResponse> {
  return postIntent(bazaarApi.buy, { userId, listingId });
}

/**
 * A purchase: the session takes the balance it answers. Sold or not, the stalls have
 * changed, so the bazaar is fetched again; the piece went to the pack.
 */
export function useBuyListing(userId: string) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: (listing: ListingView) => buyListing(userId, listing._id),
    onSuccess: (res) => {
      hero.set(res.currency === 'gold' ? { gold: res.balance } : { soul: res.balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.bazaar }),
  });
}
