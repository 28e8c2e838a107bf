import { queryOptions } from '@tanstack/react-query';
import { endgameApi } from '@demonbane/shared/endgame-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const COSMETICS_ERROR = 'Failed to load titles and frames.';

/** POST /cosmetics: every title and frame, what the hero owns and wears, and the gold. */
export function cosmeticsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.cosmetics,
    queryFn: ({ signal }) => callApi(endgameApi.cosmetics, { userId }, { signal }),
  });
}
