import { useSyncExternalStore } from 'react';

/**
 * The newest guild chat message this player has seen on this device, and how many came
 * since while the chat was not on screen (the nav link's badge). Kept per player in
 * localStorage, so the "New messages" divider survives a reload; the count is this
 * visit's only (it comes from the live stream).
 */
const key = (userId: string) => `guild-chat-seen:${userId}`;

let unread = 0;
const listeners = new Set<() => void>();

function changed(count: number) {
  if (count === unread) return;
  unread = count;
  for (const listener of [...listeners]) listener();
}

/** The last message id seen, or null before this player's first look at the chat. */
export function lastSeenMessage(userId: string): number | null {
  try {
    const stored = Number(localStorage.getItem(key(userId)));
    return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** The chat is on screen up to `messageId`: it is seen, and the badge clears. */
export function markChatSeen(userId: string, messageId: number) {
  changed(0);
  if ((lastSeenMessage(userId) ?? 0) >= messageId) return;
  try {
    localStorage.setItem(key(userId), String(messageId));
  } catch {
    // Storage refused (private mode, quota): the divider only forgets it on reload.
  }
}

/** One more message came while the chat was elsewhere. */
export function countUnreadMessage() {
  changed(unread + 1);
}

/** How many messages came while the chat was not on screen. */
export function useUnreadChatCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
  );
}
