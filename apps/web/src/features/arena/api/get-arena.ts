import { queryOptions } from '@tanstack/react-query';
import { arenaApi } from '@demonbane/shared/arena-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const ARENA_LOAD_ERROR = 'Failed to load the arena.';

/** POST /arena: the hero's rating, challenges left today, three opponents and the recent fights. */
export function arenaQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.arena,
    queryFn: ({ signal }) => callApi(arenaApi.overview, { userId }, { signal }),
  });
}
