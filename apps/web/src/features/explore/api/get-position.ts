import { queryOptions } from '@tanstack/react-query';
import { exploreApi } from '@demonbane/shared/explore-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const POSITION_ERROR = 'Error fetching map position.';

/**
 * POST /explore/current-position: where the hero stands; 404 when not exploring.
 * Never kept once the map is left: a later visit starts from the server's word.
 */
export function positionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.explorePosition,
    queryFn: ({ signal }) => callApi(exploreApi.position, { userId }, { signal }),
    gcTime: 0,
  });
}
