import { useEffect, useRef } from 'react';
import { isShortcutEvent } from '@/lib/shortcut-key';

/**
 * Page-wide keyboard shortcuts: `onKey` sees every plain key press (isShortcutEvent) and
 * returns true when it used the key, which then does nothing else (no scroll, no typing).
 * The listener is added once and always calls the latest `onKey`.
 */
export function useKeyShortcuts(onKey: (event: KeyboardEvent) => boolean) {
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  }, [onKey]);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isShortcutEvent(event) && onKeyRef.current(event)) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
