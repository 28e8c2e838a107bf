import { queryOptions } from '@tanstack/react-query';
import { endgameApi } from '@demonbane/shared/endgame-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const UPGRADES_ERROR = 'Failed to load your slot upgrades.';

/** POST /upgrades: each slot's refinement and enchantment, their next prices, and the gold. */
export function upgradesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.upgrades,
    queryFn: ({ signal }) => callApi(endgameApi.upgrades, { userId }, { signal }),
  });
}
