import type { ReactNode } from 'react';
import styles from './stat-block.module.css';

const LABELS = {
  atk: ['ATK', 'Attack'],
  def: ['DEF', 'Defence'],
  spd: ['SPD', 'Speed'],
} as const;

export type StatKey = keyof typeof LABELS;
export const STAT_KEYS: readonly StatKey[] = ['atk', 'def', 'spd'];

export interface StatCell {
  key: StatKey;
  value: ReactNode;
  /** A stat the piece lacks: shown dimmed. */
  dim: boolean;
}

/** ATK / DEF / SPD side by side, each with its short name (the long one on hover and for readers). */
export function StatBlock({ cells }: { cells: readonly StatCell[] }) {
  return (
    <dl className={styles.stats}>
      {cells.map(({ key, value, dim }) => (
        <div key={key} className={styles.stat} data-zero={dim}>
          <dt>
            <abbr title={LABELS[key][1]}>{LABELS[key][0]}</abbr>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
