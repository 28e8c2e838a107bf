import type { GuildMessageEvent } from '@demonbane/shared/guild-schemas';

/**
 * What the one event stream (GET /api/events, opened by the notifications) hears beyond
 * notifications, for whichever screen wants it: no second EventSource, and no feature
 * importing another. The stream publishes; the guild's chat and its nav badge listen.
 */
export interface LiveEvents {
  /** A guild chat message posted, or one taken down (`deleted`). */
  'guild.message': GuildMessageEvent;
  /** The stream (re)opened: what came while it was closed is not replayed, so read it again. */
  open: null;
}

type Listener<K extends keyof LiveEvents> = (data: LiveEvents[K]) => void;

const listeners: { [K in keyof LiveEvents]: Set<Listener<K>> } = {
  'guild.message': new Set(),
  open: new Set(),
};

/** Hears one kind of live event; returns the unsubscribe. */
export function onLiveEvent<K extends keyof LiveEvents>(kind: K, listener: Listener<K>) {
  listeners[kind].add(listener);
  return () => {
    listeners[kind].delete(listener);
  };
}

/** Tells every listener of this kind (the event stream calls it). */
export function publishLiveEvent<K extends keyof LiveEvents>(kind: K, data: LiveEvents[K]) {
  for (const listener of [...listeners[kind]]) listener(data);
}
