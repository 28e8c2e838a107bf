import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import { callApi } from '@/lib/api-client';

export const MY_LISTINGS_FALLBACK_ERROR = 'Failed to load your listings. Please try again.';

/** POST /bazaar/my-listings: the player's listings, active first, then recently ended. */
export async function getMyListings(userId: string, signal?: AbortSignal): Promise<ListingView[]> {
  const res = await callApi(bazaarApi.myListings, { userId }, { signal });
  return res.listings;
}
