import { queryOptions } from '@tanstack/react-query';
import { arenaApi } from '@demonbane/shared/arena-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FIGHT_LOAD_ERROR = 'Failed to load that fight.';

/** POST /arena/fight: a past fight of the hero's, its whole log, to watch again. It never changes. */
export function arenaFightQueryOptions(userId: string, fightId: string) {
  return queryOptions({
    queryKey: queryKeys.arenaFight(fightId),
    queryFn: ({ signal }) => callApi(arenaApi.fight, { userId, fightId }, { signal }),
    staleTime: Infinity,
  });
}
