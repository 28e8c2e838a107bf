import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { NotificationView } from '@demonbane/shared/event-schemas';
import IconCross from '~icons/game-icons/cross-mark';
import { KIND_EFFECTS } from '../utils/kinds';
import { KindIcon } from './kind-icon';
import styles from './notification-toast.module.css';

/** How long a toast stays (while the pointer or the focus is not on it). */
export const TOAST_MS = 8_000;

export interface NotificationToastProps {
  notification: NotificationView;
  onDismiss: (id: number) => void;
}

/**
 * One notification as it arrives: its title and sentence, a link to the screen it is
 * about, a Dismiss button, and gone by itself after TOAST_MS. Hovering or focusing it
 * holds it (WCAG 2.2.1); leaving it starts the time again.
 */
export function NotificationToast({ notification, onDismiss }: NotificationToastProps) {
  const [held, setHeld] = useState(false);
  const { _id: id, kind, message } = notification;

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => onDismiss(id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [held, id, onDismiss]);

  const { title, opens } = KIND_EFFECTS[kind];
  return (
    <div
      className={styles.toast}
      data-kind={kind}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <KindIcon kind={kind} className={styles.icon} />
      <p className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        <span>{message}</span>
        {/* Once followed, the toast has said what it had to: it goes. */}
        <Link to={opens.to} className={styles.open} onClick={() => onDismiss(id)}>
          {opens.label}
        </Link>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={`Dismiss: ${title}`}
        onClick={() => onDismiss(id)}
      >
        <IconCross aria-hidden="true" />
      </button>
    </div>
  );
}
