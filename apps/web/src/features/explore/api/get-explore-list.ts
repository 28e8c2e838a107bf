import { queryOptions } from '@tanstack/react-query';
import { exploreApi } from '@demonbane/shared/explore-api';
import type { ExploreListResponse } from '@demonbane/shared/explore-schemas';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const EXPLORE_LIST_ERROR = 'Error fetching exploration data.';

export type ExploreList = ExploreListResponse['explore'];

/**
 * POST /explore/user: every map with the areas open to this hero, and the current map.
 * Not kept between visits: a stale current map would send the player back to a map left.
 */
export function exploreListQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.exploreMaps,
    queryFn: async ({ signal }) => (await callApi(exploreApi.maps, { userId }, { signal })).explore,
    gcTime: 0,
  });
}
