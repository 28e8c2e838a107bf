import type { ReactNode } from 'react';
import IconDeathSkull from '~icons/game-icons/death-skull';
import IconLaurel from '~icons/game-icons/laurels';
import IconWarning from '~icons/game-icons/hazard-sign';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'warning';

const ICONS = { error: IconDeathSkull, success: IconLaurel, warning: IconWarning } as const;

/** Errors interrupt (role=alert); notices and warnings are announced politely. */
export function Alert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <Icon aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
