import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

export interface PageHeadingProps {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  lede?: string;
  /** Shown beside the title on wide screens and below it on narrow ones (tabs, a purse). */
  children?: ReactNode;
}

/** A screen's banner: emblem, eyebrow, the page's h1 and a line of flavour. */
export function PageHeading({ icon, eyebrow, title, lede, children }: PageHeadingProps) {
  return (
    <header className={styles.banner}>
      <div className={styles.titleBlock}>
        <span className={styles.emblem} aria-hidden="true">
          {icon}
        </span>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          {lede && <p className={styles.lede}>{lede}</p>}
        </div>
      </div>
      {children && <div className={styles.extra}>{children}</div>}
    </header>
  );
}
