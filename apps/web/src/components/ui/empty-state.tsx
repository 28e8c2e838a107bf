import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/**
 * The dashed frame a list shows when it is empty: a line of text (an icon may lead it,
 * or stand above it) and the links or buttons that lead somewhere to fill it.
 */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
