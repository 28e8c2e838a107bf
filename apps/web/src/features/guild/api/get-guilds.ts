import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { guildApi } from '@demonbane/shared/guild-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const GUILDS_LOAD_ERROR = 'Failed to load the guilds.';

/** GET /guilds?search= (public): guilds whose name or tag holds the text, or all of them. */
export function guildListQueryOptions(search: string) {
  const text = search.trim();
  return queryOptions({
    queryKey: queryKeys.guildList(text),
    queryFn: async ({ signal }) =>
      (await callApi(guildApi.list, text ? { search: text } : {}, { signal })).guilds,
    // The list stays while the next search loads, rather than a spinner per keystroke.
    placeholderData: keepPreviousData,
  });
}
