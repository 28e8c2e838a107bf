import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import IconRun from '~icons/game-icons/run';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { formatNumber } from '@/lib/format-number';
import styles from './flee-button.module.css';

/** The cost, said before the player commits: the server charges half a defeat's gold. */
export function fleeCostText(goldLoss: number): string {
  return goldLoss > 0
    ? `Fleeing costs ${formatNumber(goldLoss)} gold, half a defeat, and your HP drops to 0.`
    : 'Fleeing costs no gold now, but your HP drops to 0.';
}

export interface FleeButtonProps {
  /** What fleeing costs now; null when no fight is open, so leaving is one click. */
  goldLoss: number | null;
  onLeave: () => void;
  /** The leave request is in flight. */
  pending: boolean;
  /** Some request (the leave included) is in flight: nothing else may start. */
  disabled: boolean;
  /** The trigger's content, e.g. an icon and "Leave the Tower". */
  children: ReactNode;
  /** A line beside the trigger; with it, the two sit in a framed bar. */
  hint?: string;
  variant?: ButtonVariant;
  block?: boolean;
  'aria-describedby'?: string;
}

/**
 * A button that leaves a fight, asking first while one is open: the question takes
 * the button's place (no modal), starts on Keep fighting, and Escape backs out.
 */
export function FleeButton({
  goldLoss,
  onLeave,
  pending,
  disabled,
  children,
  hint,
  variant = 'secondary',
  block,
  'aria-describedby': describedBy,
}: FleeButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to the trigger only after a cancel, never on first render.
  const cancelled = useRef(false);
  const titleId = useId();
  const costId = useId();

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      triggerRef.current?.focus();
    }
  }, [confirming]);

  function cancel() {
    cancelled.current = true;
    setConfirming(false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || pending) return;
    event.stopPropagation();
    cancel();
  }

  if (confirming && goldLoss !== null) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={costId}
        className={styles.confirm}
        onKeyDown={onKeyDown}
      >
        <p id={titleId} className={styles.title}>
          <IconRun aria-hidden="true" />
          Flee this fight?
        </p>
        <p id={costId} className={styles.cost}>
          {fleeCostText(goldLoss)}
        </p>
        <div className={styles.buttons}>
          <Button onClick={onLeave} disabled={disabled} aria-busy={pending || undefined}>
            Flee
          </Button>
          <Button ref={keepRef} variant="secondary" onClick={cancel} disabled={pending}>
            Keep fighting
          </Button>
        </div>
      </div>
    );
  }

  const trigger = (
    <Button
      ref={triggerRef}
      variant={variant}
      block={block}
      onClick={goldLoss === null ? onLeave : () => setConfirming(true)}
      disabled={disabled}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
    >
      {children}
    </Button>
  );
  if (hint === undefined) return trigger;
  return (
    <div className={styles.bar}>
      <p>{hint}</p>
      {trigger}
    </div>
  );
}
