import { formatNumber } from '@/lib/format-number';
import styles from './chat-unread-badge.module.css';

/** The guild chat's messages not yet seen, on a nav link; nothing when there are none. */
export function ChatUnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const text = count > 99 ? '99+' : formatNumber(count);
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        , {formatNumber(count)} new {count === 1 ? 'message' : 'messages'}
      </span>
    </span>
  );
}
