import { useEffect, useRef } from 'react';
import { useNow } from './use-now';

/**
 * Whole seconds from now until an ISO instant (a daily reset, a season's end), ticking
 * each second on the local clock without asking the server again; 0 once it has passed,
 * null (and no clock) while the instant is not known yet. `onReached` runs once when
 * the count reaches 0 (to read the new day's data), not again until the instant changes.
 */
export function useSecondsUntil(iso: string | undefined, onReached?: () => void): number | null {
  const at = iso === undefined ? Number.NaN : Date.parse(iso);
  const known = Number.isFinite(at);
  const now = useNow(known ? 1000 : null);
  const left = known ? Math.max(0, Math.ceil((at - now) / 1000)) : null;

  const callback = useRef(onReached);
  useEffect(() => {
    callback.current = onReached;
  });
  const reached = left === 0;
  useEffect(() => {
    if (reached) callback.current?.();
  }, [reached, iso]);

  return left;
}
