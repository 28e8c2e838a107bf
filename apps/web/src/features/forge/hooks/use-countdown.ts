import { useEffect, useState } from 'react';
import { FORGE_TICK_MS, secondsLeft, type ForgeTimer } from '../utils/countdown';

/**
 * Seconds left on a forge timer, re-read every second (spec §9) until it reaches
 * zero; null without a timer.
 */
export function useCountdown(timer: ForgeTimer | null): number | null {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (timer === null) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= timer.readyAt) window.clearInterval(id);
    }, FORGE_TICK_MS);
    return () => window.clearInterval(id);
  }, [timer]);

  return timer === null ? null : secondsLeft(timer, now);
}
