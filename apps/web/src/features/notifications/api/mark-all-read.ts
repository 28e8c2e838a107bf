import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventApi } from '@demonbane/shared/event-api';
import type { NotificationsResponse } from '@demonbane/shared/event-schemas';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const MARK_READ_ERROR = 'Failed to mark your notifications read. Please try again.';

/** POST /notifications/read without ids: every notification of the player's is read now. */
export function useMarkAllRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postIntent(eventApi.read, { userId }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(
        queryKeys.notifications,
        (list: NotificationsResponse | undefined) =>
          list && {
            notifications: list.notifications.map((n) => ({ ...n, read: true })),
            unread,
          },
      );
    },
  });
}
