import { createPortal } from 'react-dom';
import type { NotificationView } from '@demonbane/shared/event-schemas';
import { NotificationToast } from './notification-toast';
import styles from './notification-toast.module.css';

export interface ToastStackProps {
  toasts: readonly NotificationView[];
  onDismiss: (id: number) => void;
}

/**
 * Where toasts stand, over every screen: a polite live region (always there, so each
 * toast added to it is read out once, on its own), the newest nearest the corner.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  return createPortal(
    <div
      className={styles.stack}
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label="New notifications"
    >
      {toasts.map((notification) => (
        <NotificationToast
          key={notification._id}
          notification={notification}
          onDismiss={onDismiss}
        />
      ))}
    </div>,
    document.body,
  );
}
