import styles from './hotkey.module.css';

/**
 * The key that does what its button does, drawn on the button. Hidden from assistive
 * tech: the button says it with aria-keyshortcuts instead of in its name.
 */
export function Hotkey({ children }: { children: string }) {
  return (
    <kbd className={styles.key} aria-hidden="true">
      {children}
    </kbd>
  );
}
