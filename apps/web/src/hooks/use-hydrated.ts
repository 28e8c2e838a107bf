import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a pre-rendered page (and in the pre-rendered HTML), true
 * once the page runs: React renders again with true right after hydrating, without a
 * mismatch. A control that would misbehave without its handlers waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
