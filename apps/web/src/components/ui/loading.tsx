import { useEffect, useState } from 'react';
import styles from './loading.module.css';

/** Spec §9: one frame every 500 ms. */
export const LOADING_FRAME_MS = 500;
export const LOADING_FRAMES = ['Loading .', 'Loading ..', 'Loading ...'] as const;

/** The shared loading screen: 'Loading .' → 'Loading ..' → 'Loading ...', cycling. */
export function Loading() {
  const [frame, setFrame] = useState(0);

  useEffect(() => {
    const id = window.setInterval(
      () => setFrame((f) => (f + 1) % LOADING_FRAMES.length),
      LOADING_FRAME_MS,
    );
    return () => window.clearInterval(id);
  }, []);

  // The label is fixed for screen readers; only the visible dots animate.
  return (
    <div className={styles.loading} role="status" aria-label="Loading">
      <span className={styles.sigil} aria-hidden="true" />
      <p className={styles.text} aria-hidden="true">
        {LOADING_FRAMES[frame]}
      </p>
    </div>
  );
}
