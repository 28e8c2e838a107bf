import { queryOptions } from '@tanstack/react-query';
import { gachaApi } from '@demonbane/shared/gacha-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const HISTORY_LOAD_ERROR = 'Your draw history could not be read.';

/** POST /gacha/history: the hero's last draws and the pity counter of every box. */
export function historyQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.gachaHistory,
    queryFn: ({ signal }) => callApi(gachaApi.history, { userId }, { signal }),
  });
}
