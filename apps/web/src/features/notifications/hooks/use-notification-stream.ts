import { useEffect, useEffectEvent } from 'react';
import type { z } from 'zod';
import { eventApi } from '@demonbane/shared/event-api';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import {
  NOTIFICATION_KINDS,
  notificationView,
  type NotificationView,
} from '@demonbane/shared/event-schemas';
import { guildMessageEvent } from '@demonbane/shared/guild-schemas';
import { ApiError } from '@/lib/api-client';
import { publishLiveEvent } from '@/lib/live-events';

/** The first wait before a refused or closed stream is opened again; it doubles up to the cap. */
export const RECONNECT_FIRST_MS = 5_000;
export const RECONNECT_MAX_MS = 60_000;

/** What an event's data holds by `schema`, or null when it holds something else (never shown). */
function readData<T>(event: Event, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(String((event as MessageEvent).data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A guild chat message (no id: it is not a notification), passed on to whoever listens. */
function relayGuildMessage(event: Event) {
  const message = readData(event, guildMessageEvent);
  if (message) publishLiveEvent('guild.message', message);
}

/**
 * GET /api/events while mounted: one EventSource, its session the cookie, each kind an
 * event of its own name. The browser reconnects by itself after a dropped connection,
 * sending the last id it saw (Last-Event-ID), and the server sends what was missed
 * first. An answer other than a stream (429 or 503 over a limit, 401 for an ended
 * session) closes an EventSource for good, without saying which: `checkSession` (a call
 * of the API, whose 401 logs the player out) tells, and unless the session is gone the
 * stream is opened again after a wait that doubles from 5 s to 60 s. The server also
 * ends an open stream when its session ends (logged out everywhere, a password changed):
 * the session is checked then at once, once per drop, rather than after the browser's
 * reconnect has waited and been refused. Unmounting (a logout ends the logged-in
 * chrome) closes it. Guild chat messages and each opening are passed on through
 * lib/live-events: the guild's screen catches up from its history on an opening.
 */
export function useNotificationStream(
  onNotification: (notification: NotificationView) => void,
  checkSession: () => Promise<unknown>,
) {
  const deliver = useEffectEvent((event: Event) => {
    const notification = readData<NotificationView>(event, notificationView);
    if (notification) onNotification(notification);
  });
  const check = useEffectEvent(() => checkSession());

  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = RECONNECT_FIRST_MS;
    let stopped = false;
    // Open since the last drop: a reconnect's own failures are not checked again.
    let live = false;
    const listener = (event: Event) => deliver(event);
    const reconnectLater = () => {
      if (stopped) return;
      timer = setTimeout(connect, wait);
      wait = Math.min(wait * 2, RECONNECT_MAX_MS);
    };
    const closed = () => {
      // While CONNECTING the browser is already trying again on its own.
      if (source?.readyState !== EventSource.CLOSED) {
        // A 401 has logged the player out; anything else leaves the reconnect to go on.
        if (live) void check().catch(() => {});
        live = false;
        return;
      }
      live = false;
      check().then(reconnectLater, (err: unknown) => {
        // The session is gone: the 401 has already logged the player out.
        if (!(err instanceof ApiError && err.status === 401)) reconnectLater();
      });
    };
    function connect() {
      source = new EventSource(`${API_PREFIX}${eventApi.events.path}`);
      for (const kind of NOTIFICATION_KINDS) source.addEventListener(kind, listener);
      source.addEventListener('guild.message', relayGuildMessage);
      source.addEventListener('open', () => {
        wait = RECONNECT_FIRST_MS;
        live = true;
        publishLiveEvent('open', null);
      });
      source.addEventListener('error', closed);
    }
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);
}
