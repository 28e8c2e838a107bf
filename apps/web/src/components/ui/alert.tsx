import type { ReactNode } from 'react';
import { CssIcon, type CssIconName } from './css-icon';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'warning';

const ICONS: Record<AlertTone, CssIconName> = {
  error: 'death-skull',
  success: 'laurels',
  warning: 'hazard-sign',
};

export interface AlertProps {
  tone: AlertTone;
  /** A bold first line; the children, if any, are the detail under it. */
  title?: ReactNode;
  children?: ReactNode;
}

/** Errors interrupt (role=alert); notices and warnings are announced politely. */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <CssIcon name={ICONS[tone]} className={styles.icon} />
      <div>
        {title !== undefined && <strong className={styles.title}>{title}</strong>}
        {title !== undefined && children ? (
          <span className={styles.detail}>{children}</span>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
