import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` (the bazaar countdown: 60 s;
 * HP regeneration: 1 s); null stops the clock while nothing on screen is counting.
 */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
