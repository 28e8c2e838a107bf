import { RarityText } from '@/components/game/rarity-text';
import type { VerifiedItem } from '../utils/verify-draw';
import styles from './verified-items.module.css';

const SOURCES = { roll: null, pity: 'Pity', guarantee: 'Guaranteed' } as const;

/** The recomputed pieces in draw order, each in its rarity colour, as the draw listed them. */
export function VerifiedItems({ items }: { items: readonly VerifiedItem[] }) {
  return (
    <ol className={styles.items} aria-label="Recomputed pieces">
      {items.map((item, i) => (
        <li key={i} className={styles.item}>
          <span className={styles.name}>
            <RarityText rarity={item.rarity}>{item.name}</RarityText>
          </span>
          <span className={styles.detail}>
            {item.rarity ?? 'Nothing'}
            {item.level !== null && ` · Lv ${item.level}`}
            {SOURCES[item.source] && ` · ${SOURCES[item.source]}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
