import type { RenownView } from '@demonbane/shared/renown-schemas';
import { findCosmetic } from '@demonbane/game/cosmetics';
import { formatNumber } from '@/lib/format-number';
import frames from './portrait-frame.module.css';
import styles from './renown-name.module.css';

/** "1 ascension", "3 ascensions": what the ✦ badge says to a screen reader. */
export function ascensionsText(ascensions: number): string {
  return `${formatNumber(ascensions)} ${ascensions === 1 ? 'ascension' : 'ascensions'}`;
}

/** The ✦N badge of a hero that has ascended; nothing before the first ascension. */
export function AscensionBadge({ ascensions }: { ascensions: number }) {
  if (ascensions <= 0) return null;
  return (
    <span className={styles.badge} role="img" aria-label={ascensionsText(ascensions)}>
      <span aria-hidden="true">✦{formatNumber(ascensions)}</span>
    </span>
  );
}

/** The frame's name ("Gold Frame") for an id a server answer carries, or null. */
export function frameName(frame: string | null): string | null {
  return frame === null ? null : (findCosmetic(frame)?.name ?? null);
}

export interface RenownNameProps {
  name: string;
  renown: RenownView;
  /** Boards draw no portrait: a swatch of the worn frame stands beside the name. */
  frameSwatch?: boolean;
}

/**
 * A hero's name as others see it, the same everywhere (Home, the boards, the arena):
 * the name, the worn title after it, and the ascensions badge.
 */
export function RenownName({ name, renown, frameSwatch = false }: RenownNameProps) {
  const frame = frameSwatch ? frameName(renown.frame) : null;
  return (
    <>
      {name}
      {renown.title && (
        <span className={styles.title}>
          <span className="sr-only">, </span>
          {renown.title}
        </span>
      )}
      <AscensionBadge ascensions={renown.ascensions} />
      {frame && (
        <span
          className={`${frames.swatch} ${frames.framed}`}
          data-frame={renown.frame}
          role="img"
          aria-label={frame}
        />
      )}
    </>
  );
}
