import { queryOptions } from '@tanstack/react-query';
import { huntApi } from '@demonbane/shared/hunt-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const HUNT_FETCH_ERROR = 'Failed to fetch hunt data.';

/**
 * POST /hunt: the highest floor cleared, the floors open, the current floor and its
 * monster. Not kept between visits: a stale fight would redirect the player wrongly.
 */
export function huntQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.hunt,
    queryFn: ({ signal }) => callApi(huntApi.floors, { userId }, { signal }),
    gcTime: 0,
  });
}
