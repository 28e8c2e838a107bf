import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { eventApi } from '@demonbane/shared/event-api';
import type { NotificationsResponse, NotificationView } from '@demonbane/shared/event-schemas';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const NOTIFICATIONS_LOAD_ERROR = 'Failed to load your notifications.';

/** How many the server lists at most (the latest). */
const LIST_SIZE = 50;

/**
 * POST /notifications: the latest notifications, newest first, and how many are unread
 * (those that came while the player was away included).
 */
export function notificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => callApi(eventApi.notifications, { userId }, { signal }),
  });
}

/**
 * A notification that came on the event stream joins the cached list at its top, unread;
 * one the list already holds (it was committed as the list was read) is not counted twice.
 * Before the list has loaded there is nothing to add to: it is fetched instead.
 */
export function addNotification(queryClient: QueryClient, notification: NotificationView) {
  const key = queryKeys.notifications;
  if (!queryClient.getQueryData(key)) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData(key, (list: NotificationsResponse | undefined) => {
    if (!list || list.notifications.some((n) => n._id === notification._id)) return list;
    return {
      notifications: [notification, ...list.notifications].slice(0, LIST_SIZE),
      unread: list.unread + (notification.read ? 0 : 1),
    };
  });
}
