import { useId } from 'react';
import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import IconCheck from '~icons/game-icons/check-mark';
import IconPadlock from '~icons/game-icons/padlock';
import IconPadlockOpen from '~icons/game-icons/padlock-open';
import { PieceHead } from '@/components/game/piece-head';
import { RarityText } from '@/components/game/rarity-text';
import { Card } from '@/components/ui/card';
import { CombineAffixes } from './combine-affixes';
import { CombineStats } from './combine-stats';
import styles from './combinable-card.module.css';

export interface CombinableCardProps {
  item: CombinableItem;
  selected: boolean;
  locked: boolean;
  busy: boolean;
  onSelect: (item: CombinableItem) => void;
  onLock: (item: CombinableItem) => void;
}

/** One stack that can be combined: what it is, what it becomes, select and lock. */
export function CombinableCard({
  item,
  selected,
  locked,
  busy,
  onSelect,
  onLock,
}: CombinableCardProps) {
  const nameId = useId();
  const label = `${item.item_name} (${item.item_rarity})`;
  return (
    <Card
      className={styles.card}
      rarity={item.item_rarity.toLowerCase()}
      data-selected={selected}
      data-locked={locked}
      aria-labelledby={nameId}
    >
      <PieceHead id={nameId} piece={item} />
      <p className={styles.recipe}>
        {item.copies_needed} × <RarityText rarity={item.item_rarity}>{item.item_rarity}</RarityText>{' '}
        <span aria-hidden="true">→</span>
        <span className="sr-only">make</span> 1 ×{' '}
        <RarityText rarity={item.next_rarity}>{item.next_rarity}</RarityText>
      </p>
      <CombineStats item={item} />
      <CombineAffixes item={item} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.select}
          aria-pressed={selected}
          aria-label={`Select ${label}`}
          onClick={() => onSelect(item)}
          disabled={busy}
        >
          {selected && <IconCheck aria-hidden="true" />}
          {selected ? 'Selected' : 'Select'}
        </button>
        <button
          type="button"
          className={styles.lock}
          aria-pressed={locked}
          aria-label={`Lock ${label}`}
          title={locked ? 'Locked: Combine All leaves this stack alone' : 'Lock this stack'}
          onClick={() => onLock(item)}
          disabled={busy}
        >
          {locked ? <IconPadlock aria-hidden="true" /> : <IconPadlockOpen aria-hidden="true" />}
          {locked ? 'Locked' : 'Lock'}
        </button>
      </div>
    </Card>
  );
}
