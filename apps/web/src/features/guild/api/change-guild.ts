import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildApi } from '@demonbane/shared/guild-api';
import type { GuildActionResponse } from '@demonbane/shared/guild-schemas';
import type { GuildRole } from '@demonbane/game/guilds';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';
import { storeGuild } from './get-guild';

export const GUILD_ACTION_ERROR = 'That did not go through. Try again.';

/** Everything a hero does to a guild's membership and settings; each answers the guild anew. */
export type GuildChange =
  | { action: 'create'; name: string; tag: string; open: boolean }
  | { action: 'join'; guildId: string }
  | { action: 'decline'; guildId: string }
  | { action: 'leave' }
  | { action: 'disband' }
  | { action: 'kick'; memberId: string }
  | { action: 'role'; memberId: string; role: GuildRole }
  | { action: 'invite'; username: string }
  | { action: 'answer'; memberId: string; accept: boolean }
  | { action: 'settings'; open: boolean };

function send(userId: string, change: GuildChange): Promise<GuildActionResponse> {
  switch (change.action) {
    case 'create':
      return postIntent(guildApi.create, {
        userId,
        name: change.name,
        tag: change.tag,
        open: change.open,
      });
    case 'join':
      return postIntent(guildApi.join, { userId, guildId: change.guildId });
    case 'decline':
      return postIntent(guildApi.declineInvite, { userId, guildId: change.guildId });
    case 'leave':
      return postIntent(guildApi.leave, { userId });
    case 'disband':
      return postIntent(guildApi.disband, { userId });
    case 'kick':
      return postIntent(guildApi.kick, { userId, memberId: change.memberId });
    case 'role':
      return postIntent(guildApi.role, { userId, memberId: change.memberId, role: change.role });
    case 'invite':
      return postIntent(guildApi.invite, { userId, username: change.username });
    case 'answer':
      return postIntent(guildApi.answerRequest, {
        userId,
        memberId: change.memberId,
        accept: change.accept,
      });
    case 'settings':
      return postIntent(guildApi.settings, { userId, open: change.open });
  }
}

/**
 * The POST routes of /guilds that change membership or settings: each answers a sentence
 * and the guild as it now is, which becomes the cached one. Founding spends gold (the
 * hero is fetched again); any change of membership moves the browse list and standings.
 */
export function useChangeGuild(userId: string, onHeroChange: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GuildChange) => send(userId, change),
    onSuccess: (res, change) => {
      storeGuild(queryClient, res.guild);
      if (change.action === 'create') onHeroChange();
      void queryClient.invalidateQueries({ queryKey: queryKeys.guilds });
      void queryClient.invalidateQueries({ queryKey: queryKeys.guildStandings });
    },
  });
}
