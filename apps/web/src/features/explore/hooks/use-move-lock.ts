import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the controls stay locked for 300 ms after each move request. */
export const MOVE_LOCK_MS = 300;

export interface MoveLock {
  /** True while a move is under way or within the lock time after it was sent. */
  locked: boolean;
  /**
   * Sends one move unless the controls are locked; returns false when it was refused.
   * The lock lifts once the answer is in and `lockMs` have passed since the request.
   */
  run: (request: () => Promise<void>) => Promise<boolean>;
}

export function useMoveLock(lockMs = MOVE_LOCK_MS): MoveLock {
  const [locked, setLocked] = useState(false);
  // A ref as well as state: two key presses in the same tick must not both get through.
  const lockedRef = useRef(false);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);

  const run = useCallback(
    async (request: () => Promise<void>) => {
      if (lockedRef.current) return false;
      lockedRef.current = true;
      setLocked(true);
      const lockTime = new Promise<void>((resolve) => {
        const id = window.setTimeout(() => {
          timers.current.delete(id);
          resolve();
        }, lockMs);
        timers.current.add(id);
      });
      try {
        await request();
      } finally {
        // After unmount the timer is gone and this never resumes: nothing left to unlock.
        await lockTime;
        lockedRef.current = false;
        setLocked(false);
      }
      return true;
    },
    [lockMs],
  );

  return { locked, run };
}
