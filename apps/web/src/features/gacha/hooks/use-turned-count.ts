import { useEffect, useState } from 'react';
import { facedAtMs } from '../utils/reveal-timing';

function prefersReducedMotion(): boolean {
  // jsdom and old browsers have no matchMedia: the pieces turn as usual.
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * How many of a draw's pieces have turned face up so far, counted on the same clock as
 * their cards' animation, so nothing (a rarity chip, the best rarity) tells a piece
 * before its card does. Starts again for each new draw; all at once under reduced motion.
 */
export function useTurnedCount(draw: object, total: number): number {
  const [turned, setTurned] = useState({ draw, count: 0 });
  useEffect(() => {
    if (prefersReducedMotion()) {
      setTurned({ draw, count: total });
      return;
    }
    const timers = Array.from({ length: total }, (_, i) =>
      window.setTimeout(() => setTurned({ draw, count: i + 1 }), facedAtMs(i)),
    );
    return () => timers.forEach((id) => window.clearTimeout(id));
  }, [draw, total]);
  // A new draw shows nothing turned until its own timers run.
  return turned.draw === draw ? turned.count : 0;
}
