import { useCallback, useState } from 'react';
import type { NotificationView } from '@demonbane/shared/event-schemas';

/** How many toasts stand at once; an older one makes way (it stays in the list). */
export const MAX_TOASTS = 3;

/** The toasts on screen, oldest first: show one, dismiss one, or clear them all. */
export function useToasts() {
  const [toasts, setToasts] = useState<NotificationView[]>([]);
  const show = useCallback((notification: NotificationView) => {
    setToasts((shown) =>
      [...shown.filter((t) => t._id !== notification._id), notification].slice(-MAX_TOASTS),
    );
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((t) => t._id !== id));
  }, []);
  const clear = useCallback(() => setToasts([]), []);
  return { toasts, show, dismiss, clear };
}
