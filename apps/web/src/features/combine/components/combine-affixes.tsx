import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { RarityText } from '@/components/game/rarity-text';
import styles from './combine-affixes.module.css';

/** The affixes the stack has now, and those the combined piece will have at the next rarity. */
export function CombineAffixes({ item }: { item: CombinableItem }) {
  if (item.affixes.length === 0 && item.next_affixes.length === 0) return null;
  return (
    <dl className={styles.affixes}>
      <div className={styles.row}>
        <dt className={styles.term}>Affixes now</dt>
        <dd>
          {item.affixes.length > 0 ? (
            <PieceAffixes affixes={item.affixes} label={`Affixes at ${item.item_rarity}`} />
          ) : (
            <span className={styles.none}>None</span>
          )}
        </dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.term}>
          At <RarityText rarity={item.next_rarity}>{item.next_rarity}</RarityText>
        </dt>
        <dd>
          <PieceAffixes affixes={item.next_affixes} label={`Affixes at ${item.next_rarity}`} />
        </dd>
      </div>
    </dl>
  );
}
