import { useCallback, useSyncExternalStore } from 'react';

/** The media list for `query`, or null where there is none (jsdom, very old browsers). */
function mediaList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether `query` matches now, following it as the window changes. Read during the
 * first render, so what depends on it paints once, in place. False without matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = mediaList(query);
      // Stubs in tests may lack the listener methods.
      list?.addEventListener?.('change', changed);
      return () => list?.removeEventListener?.('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
