import { useEffect, useEffectEvent } from 'react';
import { eventApi } from '@demonbane/shared/event-api';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import {
  NOTIFICATION_KINDS,
  notificationView,
  type NotificationView,
} from '@demonbane/shared/event-schemas';

/** The notification an event carries, or null when its data is not one (never shown). */
function readEvent(event: Event): NotificationView | null {
  try {
    const parsed = notificationView.safeParse(JSON.parse(String((event as MessageEvent).data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/events while mounted: one EventSource, its session the cookie, each kind an
 * event of its own name. The browser reconnects by itself after a dropped connection,
 * sending the last id it saw (Last-Event-ID), and the server sends what was missed
 * first; unmounting (a logout ends the logged-in chrome) closes it.
 */
export function useNotificationStream(onNotification: (notification: NotificationView) => void) {
  const deliver = useEffectEvent((event: Event) => {
    const notification = readEvent(event);
    if (notification) onNotification(notification);
  });

  useEffect(() => {
    const source = new EventSource(`${API_PREFIX}${eventApi.events.path}`);
    const listener = (event: Event) => deliver(event);
    for (const kind of NOTIFICATION_KINDS) source.addEventListener(kind, listener);
    return () => source.close();
  }, []);
}
