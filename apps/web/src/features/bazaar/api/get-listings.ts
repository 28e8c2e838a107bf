import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { ListingsResponse } from '@demonbane/shared/bazaar-schemas';
import { callApi } from '@/lib/api-client';
import { toQuery, type BrowseFilters } from '../utils/browse-filters';

export const LISTINGS_FALLBACK_ERROR = 'Failed to load bazaar items. Please try again.';

/** GET /bazaar: one page of active listings, filtered and sorted by the server. */
export function getListings(
  filters: BrowseFilters,
  signal?: AbortSignal,
): Promise<ListingsResponse> {
  return callApi(bazaarApi.browse, toQuery(filters), { signal });
}
