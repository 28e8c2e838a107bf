import type { Rarity } from '@demonbane/game/rarity';
import { formatNumber } from '@/lib/format-number';
import { PieceLevel } from './piece-level';
import { RarityText } from './rarity-text';
import styles from './item-title.module.css';

export interface ItemTitleProps {
  /** The heading's id, for the card's aria-labelledby. */
  id: string;
  name: string;
  rarity: Rarity | null;
  /** The line under the name, e.g. its rarity and slot; empty ones are left out. */
  details: readonly (string | null | undefined)[];
  /** An equipment piece's level, as a badge after the details. */
  level?: number | null;
  /** The hero is below that level. */
  locked?: boolean;
  className?: string;
}

/** An item's name in its rarity colour (a card's h3) over a line of details: Rare · Weapon · Lv 20. */
export function ItemTitle({ id, name, rarity, details, level, locked, className }: ItemTitleProps) {
  return (
    <div className={className ? `${styles.titles} ${className}` : styles.titles}>
      <h3 id={id} className={styles.name}>
        <RarityText rarity={rarity}>{name}</RarityText>
      </h3>
      <p className={styles.details}>
        {details.filter(Boolean).map((detail) => (
          <span key={detail}>{detail}</span>
        ))}
        {level != null && <PieceLevel level={level} locked={locked} className={styles.level} />}
      </p>
    </div>
  );
}

/** How many the player owns, e.g. ×3 (read as "Owned: ×3"). */
export function OwnedCount({ count }: { count: number }) {
  return (
    <p className={styles.count}>
      <span className="sr-only">Owned: </span>
      <span aria-hidden="true">×</span>
      {formatNumber(count)}
    </p>
  );
}
