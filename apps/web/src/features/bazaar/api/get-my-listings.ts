import { queryOptions } from '@tanstack/react-query';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MY_LISTINGS_FALLBACK_ERROR = 'Failed to load your listings. Please try again.';

/** POST /bazaar/my-listings: the player's listings, active first, then recently ended. */
export function myListingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.bazaarMine,
    queryFn: async ({ signal }) =>
      (await callApi(bazaarApi.myListings, { userId }, { signal })).listings,
  });
}
