import { queryOptions } from '@tanstack/react-query';
import { guideApi } from '@demonbane/shared/guide-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /guide: the next step of the new player's guide, or null once it is done or
 * hidden. Fetched again whenever Home shows it: the fights, purchases, gear and job that
 * move it on all happen on other screens.
 */
export function guideQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.guide,
    queryFn: ({ signal }) => callApi(guideApi.get, { userId }, { signal }),
    // Forgotten once Home is left: a step kept in the cache would stand in for the new one
    // while it loads (the tower's step shown again right after winning floor 1).
    gcTime: 0,
  });
}
