import IconHourglass from '~icons/game-icons/sands-of-time';
import { formatCountdown } from '../utils/countdown';
import styles from './forge-countdown.module.css';

export interface ForgeCountdownProps {
  /** Seconds left, margin included. */
  seconds: number;
  /** The whole forging time in seconds, margin included; null when unknown. */
  totalSeconds: number | null;
}

/** The ticking forge timer: hours:minutes:seconds and a bar that fills as the fire works. */
export function ForgeCountdown({ seconds, totalSeconds }: ForgeCountdownProps) {
  const total = Math.max(totalSeconds ?? seconds, seconds, 1);
  const done = Math.round(((total - seconds) / total) * 100);
  return (
    <div className={styles.countdown}>
      <IconHourglass className={styles.icon} aria-hidden="true" />
      <p className={styles.label} id="forge-time-left">
        Time left
      </p>
      <p className={styles.time} role="timer" aria-labelledby="forge-time-left">
        {formatCountdown(seconds)}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Forging progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done}
      >
        <div className={styles.fill} style={{ width: `${done}%` }} />
      </div>
    </div>
  );
}
