import { queryOptions } from '@tanstack/react-query';
import { questApi } from '@demonbane/shared/quest-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const QUESTS_LOAD_ERROR = 'Failed to load the daily quests.';

/**
 * POST /quests: today's three quests with their progress, the streak and the next
 * reset. Fetched again whenever Home shows them: fights, forging and draws elsewhere
 * move their progress.
 */
export function questsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.quests,
    queryFn: ({ signal }) => callApi(questApi.list, { userId }, { signal }),
  });
}
