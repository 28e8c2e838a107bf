import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { NotificationView } from '@demonbane/shared/event-schemas';
import { useDismiss } from '@/hooks/use-dismiss';
import { addNotification, notificationsQueryOptions } from '../api/get-notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { useToasts } from '../hooks/use-toasts';
import { KIND_EFFECTS } from '../utils/kinds';
import { NotificationBell } from './notification-bell';
import { NotificationsPanel } from './notifications-panel';
import { ToastStack } from './toast-stack';
import styles from './notification-center.module.css';

export interface NotificationCenterProps {
  userId: string;
  /** Fetches the hero again: a sale or a season's prize changed the purse. */
  onHeroChange: () => void;
}

/**
 * What the server tells the logged-in player (GET /api/events): each notification a
 * toast, a count on the bell, and the screens that show what it changed fetched again.
 * Needs EventSource: where there is none (old browsers, the tests' DOM unless a test
 * installs one) it shows nothing and the rest of the game works without it.
 */
export function NotificationCenter(props: NotificationCenterProps) {
  if (typeof EventSource === 'undefined') return null;
  return <LiveNotifications {...props} />;
}

function LiveNotifications({ userId, onHeroChange }: NotificationCenterProps) {
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQueryOptions(userId));
  const { toasts, show, dismiss, clear } = useToasts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const awayChecked = useRef(false);
  // A closed stream asks for the list again: a 401 logs out, and what came meanwhile shows.
  const checkSession = () =>
    queryClient.fetchQuery({ ...notificationsQueryOptions(userId), staleTime: 0 });

  useNotificationStream((notification: NotificationView) => {
    addNotification(queryClient, notification);
    const effect = KIND_EFFECTS[notification.kind];
    for (const queryKey of effect.refreshes) void queryClient.invalidateQueries({ queryKey });
    if (effect.hero) onHeroChange();
    // An open list shows it already: a toast would only cover the list.
    if (!open) show(notification);
  }, checkSession);

  // A sale or a prize while the player was away: the stored purse is out of date.
  useEffect(() => {
    if (!list.data || awayChecked.current) return;
    awayChecked.current = true;
    if (list.data.notifications.some((n) => !n.read && KIND_EFFECTS[n.kind].hero)) onHeroChange();
  }, [list.data, onHeroChange]);

  // An open panel closes on Escape (the bell keeps the focus) or a press outside it.
  useDismiss(
    open,
    () => [root.current],
    (by) => {
      setOpen(false);
      if (by === 'escape') root.current?.querySelector('button')?.focus();
    },
  );

  return (
    <div ref={root} className={styles.center}>
      <NotificationBell
        unread={list.data?.unread ?? 0}
        open={open}
        panelId={panelId}
        onToggle={() => {
          // Opening the list reads what the toasts were saying.
          if (!open) clear();
          setOpen(!open);
        }}
      />
      {open && <NotificationsPanel id={panelId} userId={userId} />}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
