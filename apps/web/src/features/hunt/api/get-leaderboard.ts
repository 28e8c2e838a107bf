import { queryOptions } from '@tanstack/react-query';
import { huntApi } from '@demonbane/shared/hunt-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const LEADERBOARD_ERROR = 'Failed to load the leaderboard.';

/** GET /leaderboard/hunt (public): the top 100 hunters by highest floor. */
export function leaderboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.huntLeaderboard,
    queryFn: async ({ signal }) => (await callApi(huntApi.leaderboard, {}, { signal })).leaderboard,
  });
}
