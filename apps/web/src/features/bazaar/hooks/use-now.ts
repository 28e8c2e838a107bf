import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `intervalMs` (the bazaar countdown: 60 s). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
