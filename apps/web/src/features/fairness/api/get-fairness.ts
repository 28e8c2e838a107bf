import { queryOptions } from '@tanstack/react-query';
import { fairnessApi } from '@demonbane/shared/fairness-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FAIRNESS_LOAD_ERROR = 'Failed to load your draw seeds.';

/** POST /fairness: the committed seed's hash, the client seed and the next nonce. */
export function fairnessQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.fairness,
    queryFn: ({ signal }) => callApi(fairnessApi.state, { userId }, { signal }),
  });
}
