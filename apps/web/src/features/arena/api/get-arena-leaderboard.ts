import { queryOptions } from '@tanstack/react-query';
import { arenaApi } from '@demonbane/shared/arena-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const ARENA_LEADERBOARD_ERROR = 'Failed to load the arena leaderboard.';

/** GET /leaderboard/arena (public): the top 100 by rating, with their wins and losses. */
export function arenaLeaderboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.arenaLeaderboard,
    queryFn: async ({ signal }) =>
      (await callApi(arenaApi.leaderboard, {}, { signal })).leaderboard,
  });
}
