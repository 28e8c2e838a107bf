import type { ReactNode } from 'react';
import { CssIcon, type CssIconName } from './css-icon';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'warning';

const ICONS: Record<AlertTone, CssIconName> = {
  error: 'death-skull',
  success: 'laurels',
  warning: 'hazard-sign',
};

/** Errors interrupt (role=alert); notices and warnings are announced politely. */
export function Alert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <CssIcon name={ICONS[tone]} className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}
