import { useState } from 'react';
import { GUILD_CHAT } from '@demonbane/game/guilds';
import type { ChatMessageView } from '@demonbane/shared/guild-schemas';
import { Button } from '@/components/ui/button';
import { formatWhen } from '@/lib/format-when';
import type { ChatModeration } from '../api/moderate-chat';
import styles from './guild-chat.module.css';

export interface ChatMessageProps {
  message: ChatMessageView;
  own: boolean;
  /** The hero may take others' messages down (an officer or the leader). */
  canDelete: boolean;
  busy: boolean;
  onModerate: (change: ChatModeration) => void;
}

/**
 * One message: its author, when, and its text as text (never markup), with what the
 * hero may do about it behind a toggle: report it with a reason, hide its author, or
 * take it down.
 */
export function ChatMessage({ message, own, canDelete, busy, onModerate }: ChatMessageProps) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const authorId = message.userId;
  const author = authorId === null ? `${message.name} (gone)` : message.name;
  const actions = !own && (message.userId !== null || canDelete);
  return (
    <li className={styles.message} data-own={own || undefined}>
      <p className={styles.byline}>
        <strong className={styles.author}>{own ? `${author} (you)` : author}</strong>{' '}
        <time className={styles.when} dateTime={message.created_at}>
          {formatWhen(message.created_at)}
        </time>
      </p>
      <p className={styles.text}>{message.text}</p>
      {actions && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.more}
            aria-label={`Actions for ${message.name}’s message`}
            aria-expanded={open}
            onClick={() => {
              setOpen(!open);
              setReporting(false);
            }}
          >
            <span aria-hidden="true">{open ? 'Close' : '⋯'}</span>
          </button>
          {open && !reporting && (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setReporting(true)}>
                Report
              </Button>
              {authorId !== null && (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    onModerate({
                      action: 'block',
                      guildId: message.guildId,
                      playerId: authorId,
                      blocked: true,
                    })
                  }
                >
                  Block {message.name}
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onModerate({ action: 'delete', message })}
                >
                  Delete
                </Button>
              )}
            </>
          )}
          {open && reporting && (
            <form
              className={styles.report}
              onSubmit={(event) => {
                event.preventDefault();
                onModerate({ action: 'report', message, reason: reason.trim() });
                setOpen(false);
                setReporting(false);
                setReason('');
              }}
            >
              <label className={styles.reportLabel}>
                Why report it?
                <input
                  className={styles.reportInput}
                  value={reason}
                  maxLength={GUILD_CHAT.reasonMax}
                  required
                  onChange={(event) => setReason(event.target.value)}
                />
              </label>
              <Button type="submit" disabled={busy || reason.trim() === ''}>
                Send report
              </Button>
              <Button variant="secondary" onClick={() => setReporting(false)}>
                Cancel
              </Button>
            </form>
          )}
        </div>
      )}
    </li>
  );
}
