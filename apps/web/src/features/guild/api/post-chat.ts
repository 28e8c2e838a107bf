import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildChatApi } from '@demonbane/shared/guild-chat-api';
import { postIntent } from '@/lib/post-intent';
import { applyChatMessage } from './get-chat-history';

export const CHAT_POST_ERROR = 'Your message was not sent. Try again.';

/** POST /guilds/chat: the message as stored joins the chat at once, before the stream echoes it. */
export function usePostChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postIntent(guildChatApi.post, { userId, text }),
    onSuccess: (res) => applyChatMessage(queryClient, res.message, false),
  });
}
