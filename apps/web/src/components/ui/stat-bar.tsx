import type { ReactNode } from 'react';
import styles from './stat-bar.module.css';

export interface StatBarProps {
  label: string;
  icon: ReactNode;
  current: number;
  max: number;
  /** What is shown and announced, e.g. "1.23k / 2.50k". */
  valueText: string;
  tone: 'hp' | 'xp' | 'rage' | 'mana';
}

/** A labelled gauge (HP, XP, rage or mana). The text carries the value; the bar is decoration. */
export function StatBar({ label, icon, current, max, valueText, tone }: StatBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (current / max) * 100)) : 0;
  return (
    <div className={`${styles.stat} ${styles[tone]}`}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{valueText}</span>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(current, max)}
        aria-valuetext={valueText}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
