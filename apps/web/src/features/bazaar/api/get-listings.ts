import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQuery, type BrowseFilters } from '../utils/browse-filters';

export const LISTINGS_FALLBACK_ERROR = 'Failed to load bazaar items. Please try again.';

/**
 * GET /bazaar: one page of active listings, filtered and sorted by the server. The
 * page on screen stays while another filter's page loads.
 */
export function listingsQueryOptions(filters: BrowseFilters) {
  return queryOptions({
    queryKey: queryKeys.bazaarListings(filters),
    queryFn: ({ signal }) => callApi(bazaarApi.browse, toQuery(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}
