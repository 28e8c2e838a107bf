import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { guildApi } from '@demonbane/shared/guild-api';
import type { MyGuildResponse } from '@demonbane/shared/guild-schemas';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const GUILD_LOAD_ERROR = 'Failed to load your guild.';

/**
 * POST /guild: the hero's guild (members, raid, requests), or none with the invitations
 * held, the requests sent and when the hero may join again.
 */
export function guildQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.guild,
    queryFn: ({ signal }) => callApi(guildApi.mine, { userId }, { signal }),
  });
}

/** An answer that carries the guild as it now is becomes the cached one. */
export function storeGuild(queryClient: QueryClient, guild: MyGuildResponse) {
  queryClient.setQueryData<MyGuildResponse>(queryKeys.guild, guild);
}
