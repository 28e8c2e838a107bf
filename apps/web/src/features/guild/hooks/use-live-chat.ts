import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '@/lib/live-events';
import { queryKeys } from '@/lib/query-keys';
import { applyChatMessage } from '../api/get-chat-history';

/**
 * Keeps the open chat live: each `guild.message` of this guild joins (or leaves) the
 * history, and every (re)opening of the stream reads the history again, since chat
 * events are not replayed after a drop.
 */
export function useLiveChat(guildId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offMessage = onLiveEvent('guild.message', ({ message, deleted }) => {
      if (message.guildId === guildId) applyChatMessage(queryClient, message, deleted);
    });
    const offOpen = onLiveEvent('open', () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.guildChat(guildId) });
    });
    return () => {
      offMessage();
      offOpen();
    };
  }, [queryClient, guildId]);
}
