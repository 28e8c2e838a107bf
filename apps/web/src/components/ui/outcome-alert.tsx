import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, type AlertTone } from './alert';
import styles from './outcome-alert.module.css';

/** What an action answered: a headline and, perhaps, a detail under it. */
export interface Outcome {
  tone: AlertTone;
  text: string;
  detail?: ReactNode;
}

/**
 * An action's outcome, brought into view each time it changes: on a phone the message
 * may sit above or below the button that was pressed. `headline` sets the text in bold
 * over its detail; otherwise it reads as one plain line.
 */
export function OutcomeAlert({
  outcome,
  headline = true,
  className,
}: {
  outcome: Outcome | null;
  headline?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);
  if (!outcome) return null;
  return (
    <div ref={ref} className={`${styles.outcome} ${className ?? ''}`}>
      {headline ? (
        <Alert tone={outcome.tone} title={outcome.text}>
          {outcome.detail}
        </Alert>
      ) : (
        <Alert tone={outcome.tone}>{outcome.text}</Alert>
      )}
    </div>
  );
}
