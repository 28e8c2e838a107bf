import { queryOptions } from '@tanstack/react-query';
import { replayApi } from '@demonbane/shared/replay-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const REPLAY_LOAD_ERROR = 'Failed to load this replay.';

/** GET /replays/:id: a finished fight, public. It never changes. */
export function replayQueryOptions(replayId: string) {
  return queryOptions({
    queryKey: queryKeys.replay(replayId),
    queryFn: ({ signal }) => callApi(replayApi.get, { id: replayId }, { signal }),
    staleTime: Infinity,
  });
}
