import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { guildChatApi } from '@demonbane/shared/guild-chat-api';
import type { ChatHistoryResponse, ChatMessageView } from '@demonbane/shared/guild-schemas';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const CHAT_LOAD_ERROR = 'Failed to load the guild chat.';

export type ChatPages = InfiniteData<ChatHistoryResponse>;

/**
 * POST /guilds/chat/history: the guild's chat, a page at a time, newest first; the next
 * page is the one before the oldest message held. Each page also says whose messages
 * the hero hides.
 */
export function chatHistoryQueryOptions(userId: string, guildId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.guildChat(guildId),
    queryFn: ({ pageParam, signal }) =>
      callApi(guildChatApi.history, { userId, before: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) =>
      last.more && last.messages.length > 0 ? last.messages.at(-1)!.id : undefined,
  });
}

/** Every message held, oldest first (as the chat reads, top to bottom). */
export function chatMessages(pages: ChatPages | undefined): ChatMessageView[] {
  if (!pages) return [];
  const seen = new Set<number>();
  const all: ChatMessageView[] = [];
  for (const page of pages.pages) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => a.id - b.id);
}

/** The players the hero hides, as the newest answer says. */
export function chatBlocked(pages: ChatPages | undefined): ChatHistoryResponse['blocked'] {
  return pages?.pages[0]?.blocked ?? [];
}

/**
 * A message from the stream (or the hero's own post) joins the newest page; one taken
 * down leaves every page. Before the history has loaded there is nothing to add to.
 */
export function applyChatMessage(
  queryClient: QueryClient,
  message: ChatMessageView,
  deleted: boolean,
) {
  queryClient.setQueryData<ChatPages>(queryKeys.guildChat(message.guildId), (pages) => {
    if (!pages || pages.pages.length === 0) return pages;
    if (deleted) {
      return {
        ...pages,
        pages: pages.pages.map((page) => ({
          ...page,
          messages: page.messages.filter((m) => m.id !== message.id),
        })),
      };
    }
    if (pages.pages.some((page) => page.messages.some((m) => m.id === message.id))) return pages;
    const [newest, ...older] = pages.pages;
    return {
      ...pages,
      pages: [{ ...newest!, messages: [message, ...newest!.messages] }, ...older],
    };
  });
}

/** The hidden players after a block or an unblock, on the newest page where they are read. */
export function storeChatBlocked(
  queryClient: QueryClient,
  guildId: string,
  blocked: ChatHistoryResponse['blocked'],
) {
  queryClient.setQueryData<ChatPages>(queryKeys.guildChat(guildId), (pages) => {
    if (!pages || pages.pages.length === 0) return pages;
    const [newest, ...older] = pages.pages;
    return { ...pages, pages: [{ ...newest!, blocked }, ...older] };
  });
}
