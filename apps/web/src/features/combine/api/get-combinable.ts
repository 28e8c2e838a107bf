import { queryOptions } from '@tanstack/react-query';
import { forgeApi } from '@demonbane/shared/forge-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec §8. */
export const COMBINABLE_LOAD_FAILED = 'Failed to load combinable items. Please try again.';

/** POST /inventory/combine: every stack with enough copies to combine. */
export function combinableQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.combinable,
    queryFn: async ({ signal }) =>
      (await callApi(forgeApi.combinable, { userId }, { signal })).combinable_items,
  });
}
