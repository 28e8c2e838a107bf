import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '@/lib/live-events';
import { queryKeys } from '@/lib/query-keys';
import { chatBlocked, type ChatPages } from '../api/get-chat-history';
import { countUnreadMessage, lastSeenMessage, useUnreadChatCount } from '../utils/chat-seen';

/**
 * Counts the guild chat's live messages from others (hidden players left out) that
 * came after the last one seen, while `watching` (the chat is not on screen); the
 * count, for a badge on the guild's nav link.
 */
export function useChatUnread(userId: string, watching: boolean): number {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watching) return;
    return onLiveEvent('guild.message', ({ message, deleted }) => {
      if (deleted || message.userId === userId) return;
      if (message.id <= (lastSeenMessage(userId) ?? 0)) return;
      const pages = queryClient.getQueryData<ChatPages>(queryKeys.guildChat(message.guildId));
      if (chatBlocked(pages).some((b) => b.userId === message.userId)) return;
      countUnreadMessage();
    });
  }, [queryClient, userId, watching]);
  return useUnreadChatCount();
}
