import type { CSSProperties } from 'react';
import IconCampfire from '~icons/game-icons/campfire';
import IconMagicPortal from '~icons/game-icons/magic-portal';
import { JobPortrait } from '@/components/game/job-portrait';
import styles from './explore-grid.module.css';

export interface ExploreGridProps {
  /** Rows of '#' wall, '.' floor, 'S' start, 'G' goal, '?' unseen. */
  grid: readonly string[];
  x: number;
  y: number;
  jobName: string | null;
  /** What a screen reader hears for the whole board. */
  label: string;
}

const TILE_CLASS: Record<string, string | undefined> = {
  '#': styles.wall,
  '.': styles.floor,
  S: styles.start,
  G: styles.goal,
  '?': styles.fog,
};

/** The area as seen so far, with the hero on their tile. Scales to the width it is given. */
export function ExploreGrid({ grid, x, y, jobName, label }: ExploreGridProps) {
  const cols = Math.max(1, ...grid.map((row) => row.length));
  const rows = Math.max(1, grid.length);
  return (
    <div className={styles.frame} style={{ '--cols': cols, '--rows': rows } as CSSProperties}>
      <div className={styles.board} role="img" aria-label={label}>
        {grid.flatMap((row, ty) =>
          Array.from({ length: cols }, (_, tx) => {
            const tile = row[tx] ?? '?';
            const hero = tx === x && ty === y;
            return (
              <span
                key={`${tx}-${ty}`}
                className={`${styles.tile} ${TILE_CLASS[tile] ?? styles.fog}`}
                data-tile={tile}
                data-hero={hero || undefined}
              >
                {tile === 'S' && !hero && <IconCampfire className={styles.marker} />}
                {tile === 'G' && !hero && <IconMagicPortal className={styles.marker} />}
                {hero && (
                  <span className={styles.hero}>
                    <JobPortrait jobName={jobName} size="md" />
                  </span>
                )}
              </span>
            );
          }),
        )}
      </div>
    </div>
  );
}
