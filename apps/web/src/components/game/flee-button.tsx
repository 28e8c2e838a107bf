import { useEffect, useRef, useState, type ReactNode } from 'react';
import IconRun from '~icons/game-icons/run';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
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
  // Focus goes back to the trigger only after a cancel, never on first render.
  const cancelled = useRef(false);

  useEffect(() => {
    if (!confirming && cancelled.current) {
      cancelled.current = false;
      triggerRef.current?.focus();
    }
  }, [confirming]);

  function cancel() {
    cancelled.current = true;
    setConfirming(false);
  }

  if (confirming && goldLoss !== null) {
    return (
      <InlineConfirm
        icon={<IconRun />}
        question="Flee this fight?"
        confirmLabel="Flee"
        cancelLabel="Keep fighting"
        onConfirm={onLeave}
        onCancel={cancel}
        pending={pending}
        confirmDisabled={disabled}
        tone="danger"
      >
        <p className={styles.cost}>{fleeCostText(goldLoss)}</p>
      </InlineConfirm>
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
