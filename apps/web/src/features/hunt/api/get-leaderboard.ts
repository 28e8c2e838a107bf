import { queryOptions } from '@tanstack/react-query';
import { huntApi } from '@demonbane/shared/hunt-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const LEADERBOARD_ERROR = 'Failed to load the leaderboard.';

/** GET /leaderboard/hunt (public): this season's top 100 hunters by highest floor, and its number. */
export function leaderboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.huntLeaderboard,
    queryFn: ({ signal }) => callApi(huntApi.leaderboard, {}, { signal }),
  });
}
