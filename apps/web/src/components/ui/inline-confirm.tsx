import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './inline-confirm.module.css';

export interface InlineConfirmProps {
  /** Drawn before the question (aria-hidden). */
  icon: ReactNode;
  question: ReactNode;
  /** What the player should know before answering: the cost, the sums. */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed request is in flight: both answers wait, Escape too. */
  pending: boolean;
  /** Something else is in flight: the confirming answer waits for it. */
  confirmDisabled?: boolean;
  /** `danger`: red, for what cannot be taken back in a fight. */
  tone?: 'danger' | 'gold';
}

/**
 * A question that takes the place of the button that asked it (no modal): it starts on
 * the answer that changes nothing, and Escape backs out.
 */
export function InlineConfirm({
  icon,
  question,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending,
  confirmDisabled = false,
  tone = 'gold',
}: InlineConfirmProps) {
  const questionId = useId();
  const detailId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || pending) return;
    event.stopPropagation();
    onCancel();
  }

  return (
    <div
      role="alertdialog"
      aria-labelledby={questionId}
      aria-describedby={detailId}
      className={styles.confirm}
      data-tone={tone}
      onKeyDown={onKeyDown}
    >
      <p id={questionId} className={styles.question}>
        <span aria-hidden="true">{icon}</span>
        {question}
      </p>
      <div id={detailId}>{children}</div>
      <div className={styles.buttons}>
        <Button
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
          aria-busy={pending || undefined}
        >
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
