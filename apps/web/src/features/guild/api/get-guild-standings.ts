import { queryOptions } from '@tanstack/react-query';
import { guildApi } from '@demonbane/shared/guild-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const GUILD_STANDINGS_ERROR = 'Failed to load the guild standings.';

/** GET /leaderboard/guilds (public): guilds by this week's raid and by their tower season. */
export function guildStandingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.guildStandings,
    queryFn: ({ signal }) => callApi(guildApi.standings, {}, { signal }),
  });
}
