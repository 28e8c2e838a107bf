import { useId, type CSSProperties } from 'react';
import type { DrawnItem } from '@demonbane/shared/gacha-schemas';
import { EQUIPMENT } from '@demonbane/game/equipment';
import IconDustCloud from '~icons/game-icons/dust-cloud';
import { ItemIcon } from '@/components/game/item-icon';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { PieceLevel } from '@/components/game/piece-level';
import { rarityColour } from '../utils/rarity-colour';
import { turnDelayMs } from '../utils/reveal-timing';
import { SourceMark } from './source-mark';
import styles from './drawn-piece.module.css';

const STAT_LABELS = [
  ['atk', 'ATK'],
  ['def', 'DEF'],
  ['spd', 'SPD'],
] as const;

export interface DrawnPieceProps {
  item: DrawnItem;
  /** Its place in the draw: each piece is revealed a beat after the one before. */
  order: number;
}

/** One drawn piece, lit in its rarity colour (spec §9; a null rarity is white). */
export function DrawnPiece({ item, order }: DrawnPieceProps) {
  const nameId = useId();
  const colour = rarityColour(item.rarity);
  const piece = EQUIPMENT.find((e) => e.name === item.name);
  return (
    <article
      className={`${styles.piece} ${styles[colour.tone]}`}
      data-rarity={colour.tone}
      style={{ '--glow': colour.css, '--delay': `${turnDelayMs(order)}ms` } as CSSProperties}
      aria-labelledby={nameId}
    >
      <span className={styles.flash} aria-hidden="true" />
      <div className={styles.art}>
        {item.rarity === null ? (
          <span className={styles.ash} aria-hidden="true">
            <IconDustCloud />
          </span>
        ) : (
          <ItemIcon
            itemId={piece?.id ?? item.name}
            kind={piece?.type}
            rarity={item.rarity}
            size="lg"
          />
        )}
      </div>
      <div className={styles.text}>
        <h2 id={nameId} className={styles.name}>
          {item.name}
        </h2>
        <p className={styles.rarity}>
          <span>{item.rarity ?? 'Nothing'}</span>
          {item.level !== null && <PieceLevel level={item.level} />}
          <SourceMark source={item.source} />
        </p>
        {item.stats && (
          <dl className={styles.stats}>
            {STAT_LABELS.map(([key, label]) => (
              <div key={key} className={item.stats![key] === 0 ? styles.zero : undefined}>
                <dt>{label}</dt>
                <dd>{item.stats![key] > 0 ? `+${item.stats![key]}` : item.stats![key]}</dd>
              </div>
            ))}
          </dl>
        )}
        <PieceAffixes affixes={item.affixes} className={styles.affixes} />
        <p className={styles.description}>{item.description}</p>
      </div>
    </article>
  );
}
