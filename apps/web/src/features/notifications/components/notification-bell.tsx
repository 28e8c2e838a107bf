import IconBell from '~icons/game-icons/ringing-bell';
import styles from './notification-center.module.css';

export interface NotificationBellProps {
  unread: number;
  open: boolean;
  /** The panel's id, which the bell opens and closes. */
  panelId: string;
  onToggle: () => void;
}

/** The header's bell: its badge counts the unread notifications (none: no badge). */
export function NotificationBell({ unread, open, panelId, onToggle }: NotificationBellProps) {
  return (
    <button
      type="button"
      className={styles.bell}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <IconBell aria-hidden="true" />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
