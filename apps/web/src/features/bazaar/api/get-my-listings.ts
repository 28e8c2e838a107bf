import { queryOptions } from '@tanstack/react-query';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MY_LISTINGS_FALLBACK_ERROR = 'Failed to load your listings. Please try again.';

/**
 * POST /bazaar/my-listings: the player's listings, active first, then recently ended,
 * and the player's trading allowance.
 */
export function myListingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.bazaarMine,
    queryFn: ({ signal }) => callApi(bazaarApi.myListings, { userId }, { signal }),
  });
}

/** The trading allowance alone (the same request and cache): gold of value left to pass. */
export function tradingAllowanceQueryOptions(userId: string) {
  return queryOptions({
    ...myListingsQueryOptions(userId),
    select: (mine) => mine.allowance,
  });
}
