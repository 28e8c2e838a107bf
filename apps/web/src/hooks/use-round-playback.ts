import { useCallback, useEffect, useRef, useState } from 'react';

/** How long each played-back round stays on screen before the next one. */
export const ROUND_MS = 350;

export function prefersReducedMotion(): boolean {
  // jsdom and old browsers have no matchMedia: play back as usual.
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface RoundPlayback {
  /** True while rounds are being shown one by one. */
  playing: boolean;
  /**
   * Shows `rounds` one at a time, `intervalMs` apart, through `onRound`. Resolves with the
   * rounds it did not show: the rest after a skip (or leaving the screen), all of them
   * when the player prefers reduced motion.
   */
  play: (rounds: readonly string[][], onRound: (lines: string[]) => void) => Promise<string[][]>;
  /** Ends the show now: play resolves with the rounds not yet shown. */
  skip: () => void;
  /**
   * Keeps what is on screen for `ms` (a fight's final blow, before its result), or
   * not at all under reduced motion; a skip or leaving the screen ends it early.
   */
  hold: (ms: number) => Promise<void>;
}

/**
 * A fight's answer played back round by round, as if it were live: an auto-battle's
 * rounds ROUND_MS apart, an arena fight's lines at a faster `intervalMs`.
 */
export function useRoundPlayback(intervalMs = ROUND_MS): RoundPlayback {
  const [playing, setPlaying] = useState(false);
  // Ends the pause under way, if any (a skip).
  const interrupt = useRef<(() => void) | null>(null);

  const skip = useCallback(() => interrupt.current?.(), []);
  // Leaving the screen ends the show, so the answer lands at once as an attack's would.
  useEffect(() => skip, [skip]);

  /** Resolves true after `ms`, false when skipped first. */
  const pause = useCallback(
    (ms: number) =>
      new Promise<boolean>((resolve) => {
        const id = window.setTimeout(() => resolve(true), ms);
        interrupt.current = () => {
          window.clearTimeout(id);
          resolve(false);
        };
      }),
    [],
  );

  const hold = useCallback(
    async (ms: number) => {
      if (prefersReducedMotion()) return;
      try {
        await pause(ms);
      } finally {
        interrupt.current = null;
      }
    },
    [pause],
  );

  const play = useCallback(
    async (rounds: readonly string[][], onRound: (lines: string[]) => void) => {
      if (prefersReducedMotion()) return [...rounds];
      setPlaying(true);
      try {
        for (const [i, lines] of rounds.entries()) {
          if (i > 0 && !(await pause(intervalMs))) return rounds.slice(i);
          onRound(lines);
        }
        return [];
      } finally {
        interrupt.current = null;
        setPlaying(false);
      }
    },
    [intervalMs, pause],
  );

  return { playing, play, skip, hold };
}
