import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/hooks/use-round-playback';

export interface StepPlayer {
  /** How many steps are on screen. */
  shown: number;
  playing: boolean;
  done: boolean;
  play: () => void;
  pause: () => void;
  step: () => void;
  restart: () => void;
}

/**
 * Shows `total` steps one after another, `intervalMs` apart while playing. It starts
 * playing, or with everything shown when the player prefers reduced motion.
 */
export function useStepPlayer(total: number, intervalMs: number): StepPlayer {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? total : Math.min(1, total)));
  const [playing, setPlaying] = useState(() => !prefersReducedMotion() && total > 1);
  const done = shown >= total;

  useEffect(() => {
    if (!playing || done) return;
    const id = window.setTimeout(() => setShown((n) => Math.min(total, n + 1)), intervalMs);
    return () => window.clearTimeout(id);
  }, [playing, done, shown, total, intervalMs]);

  useEffect(() => {
    if (done) setPlaying(false);
  }, [done]);

  const play = useCallback(() => {
    setShown((n) => (n >= total ? Math.min(1, total) : n));
    setPlaying(true);
  }, [total]);
  const pause = useCallback(() => setPlaying(false), []);
  const step = useCallback(() => {
    setPlaying(false);
    setShown((n) => Math.min(total, n + 1));
  }, [total]);
  const restart = useCallback(() => {
    setPlaying(false);
    setShown(0);
  }, []);

  return { shown, playing, done, play, pause, step, restart };
}
