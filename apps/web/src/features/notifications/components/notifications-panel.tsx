import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage, loadError } from '@/lib/error-message';
import { formatWhen } from '@/lib/format-when';
import { NOTIFICATIONS_LOAD_ERROR, notificationsQueryOptions } from '../api/get-notifications';
import { MARK_READ_ERROR, useMarkAllRead } from '../api/mark-all-read';
import { KIND_EFFECTS } from '../utils/kinds';
import { KindIcon } from './kind-icon';
import styles from './notifications-panel.module.css';

export interface NotificationsPanelProps {
  id: string;
  userId: string;
}

/**
 * The bell's list: the latest notifications, newest first, the unread ones marked (those
 * from while the player was away too), and Mark all read. Opening it reads the list again.
 */
export function NotificationsPanel({ id, userId }: NotificationsPanelProps) {
  const list = useQuery(notificationsQueryOptions(userId));
  const markAllRead = useMarkAllRead(userId);
  const unread = list.data?.unread ?? 0;
  const error =
    loadError(list.error, NOTIFICATIONS_LOAD_ERROR) ??
    (markAllRead.error ? errorMessage(markAllRead.error, MARK_READ_ERROR) : null);

  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          Notifications
        </h2>
        <Button
          variant="secondary"
          className={styles.markAll}
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          Mark all read
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {list.isPending && !error && <p className={styles.quiet}>Loading your notifications…</p>}
      {list.data?.notifications.length === 0 && (
        <p className={styles.quiet}>
          Nothing yet. Sales on the bazaar, finished forges, arena defences, quests and hunt seasons
          are told here.
        </p>
      )}
      {list.data && list.data.notifications.length > 0 && (
        <ul className={styles.list}>
          {list.data.notifications.map(({ _id, kind, message, created_at, read }) => (
            <li key={_id} className={styles.item} data-unread={!read}>
              <KindIcon kind={kind} />
              <div className={styles.what}>
                <strong className={styles.kind}>
                  {!read && <span className="sr-only">Unread: </span>}
                  {KIND_EFFECTS[kind].title}
                </strong>
                <span>{message}</span>
                <time className={styles.when} dateTime={created_at}>
                  {formatWhen(created_at)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
