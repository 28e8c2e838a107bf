import { myListingsResponse, type ListingView } from '@demonbane/shared/bazaar-schemas';
import { post } from '@/lib/api-client';

export const MY_LISTINGS_FALLBACK_ERROR = 'Failed to load your listings. Please try again.';

/** POST /bazaar/my-listings: the player's listings, active first, then recently ended. */
export async function getMyListings(userId: string, signal?: AbortSignal): Promise<ListingView[]> {
  const res = await post('/bazaar/my-listings', { userId }, myListingsResponse, signal);
  return res.listings;
}
