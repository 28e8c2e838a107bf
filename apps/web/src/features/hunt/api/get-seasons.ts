import { queryOptions } from '@tanstack/react-query';
import { huntApi } from '@demonbane/shared/hunt-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SEASONS_ERROR = 'Failed to load the seasons.';

/** GET /seasons (public): the season under way, and the ended ones with their final top 10. */
export function seasonsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.seasons,
    queryFn: ({ signal }) => callApi(huntApi.seasons, {}, { signal }),
  });
}
