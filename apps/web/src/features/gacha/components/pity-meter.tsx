import IconHourglass from '~icons/game-icons/hourglass';
import styles from './pity-meter.module.css';

/** The hero's pity counter on one box, e.g. '12 / 60 draws to a guaranteed Epic'. */
export function pityText(sinceEpic: number, threshold: number): string {
  return `${sinceEpic} / ${threshold} draws to a guaranteed Epic`;
}

export interface PityMeterProps {
  /** Null while the counter is unknown (history not loaded): only the rule is stated. */
  sinceEpic: number | null;
  threshold: number;
}

/** Pity (docs/game-rules.md): the threshold-th draw without an Epic or better gives one. */
export function PityMeter({ sinceEpic, threshold }: PityMeterProps) {
  const percent = sinceEpic === null ? 0 : Math.min(100, (sinceEpic / threshold) * 100);
  return (
    <div className={styles.pity}>
      <p className={styles.text}>
        <IconHourglass aria-hidden="true" />
        {sinceEpic === null ? (
          <span>An Epic or better is guaranteed within {threshold} draws.</span>
        ) : (
          <span>{pityText(sinceEpic, threshold)}</span>
        )}
      </p>
      {sinceEpic !== null && (
        <span className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </span>
      )}
    </div>
  );
}
