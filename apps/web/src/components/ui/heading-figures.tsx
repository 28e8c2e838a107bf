import type { ReactNode } from 'react';
import styles from './heading-figures.module.css';

export interface HeadingFigure {
  label: string;
  value: ReactNode;
}

/** A page heading's figures side by side (a best floor, a rating): each a name over its value. */
export function HeadingFigures({ figures }: { figures: readonly HeadingFigure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map(({ label, value }) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
