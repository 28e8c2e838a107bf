import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildChatApi } from '@demonbane/shared/guild-chat-api';
import type { ChatMessageView } from '@demonbane/shared/guild-schemas';
import { postIntent } from '@/lib/post-intent';
import { applyChatMessage, storeChatBlocked } from './get-chat-history';

export const CHAT_MODERATE_ERROR = 'That did not go through. Try again.';

/** What a player may do about one message: report it, hide its author, or (officers) take it down. */
export type ChatModeration =
  | { action: 'report'; message: ChatMessageView; reason: string }
  | { action: 'block'; guildId: string; playerId: string; blocked: boolean }
  | { action: 'delete'; message: ChatMessageView };

/**
 * POST /guilds/chat/report, /block or /delete; each answers a sentence. A block answers
 * the whole list of hidden players, a deletion takes the message out at once.
 */
export function useModerateChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ChatModeration): Promise<string> => {
      switch (change.action) {
        case 'report': {
          const body = { userId, messageId: change.message.id, reason: change.reason };
          return (await postIntent(guildChatApi.report, body)).message;
        }
        case 'delete':
          return (await postIntent(guildChatApi.remove, { userId, messageId: change.message.id }))
            .message;
        case 'block': {
          const body = { userId, playerId: change.playerId, blocked: change.blocked };
          const res = await postIntent(guildChatApi.block, body);
          storeChatBlocked(queryClient, change.guildId, res.blocked);
          return res.message;
        }
      }
    },
    onSuccess: (_text, change) => {
      if (change.action === 'delete') applyChatMessage(queryClient, change.message, true);
    },
  });
}
