import { useId } from 'react';
import type { InventoryPiece, WornPiece } from '@demonbane/shared/inventory-schemas';
import IconSwordBrandish from '~icons/game-icons/sword-brandish';
import { ItemIcon } from '@/components/game/item-icon';
import { RarityText } from '@/components/game/rarity-text';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format-number';
import { statChange } from '../utils/loadout';
import { SLOT_LABELS } from './slot-labels';
import { StatLine } from './stat-line';
import styles from './piece-card.module.css';

export interface PieceCardProps {
  piece: InventoryPiece;
  /** What is worn in this piece's slot now (for the +/− comparison). */
  worn: WornPiece | null;
  busy: boolean;
  pending: boolean;
  onEquip: (piece: InventoryPiece) => void;
}

/** A piece in the pack: name in its rarity colour, qty, description, stats and Equip. */
export function PieceCard({ piece, worn, busy, pending, onEquip }: PieceCardProps) {
  const nameId = useId();
  // An equip request names the rarity, so a piece without one cannot be worn.
  const wearable = piece.item_rarity !== null;
  return (
    <article
      className={styles.card}
      data-rarity={piece.item_rarity?.toLowerCase() ?? 'none'}
      aria-labelledby={nameId}
    >
      <div className={styles.head}>
        <ItemIcon itemId={piece.item_id} kind={piece.type} rarity={piece.item_rarity} />
        <div className={styles.titles}>
          <h3 id={nameId} className={styles.name}>
            <RarityText rarity={piece.item_rarity}>{piece.item_name}</RarityText>
          </h3>
          <p className={styles.meta}>
            {piece.item_rarity && <span>{piece.item_rarity}</span>}
            <span>{SLOT_LABELS[piece.type]}</span>
          </p>
        </div>
        <p className={styles.qty}>
          <span className="sr-only">Owned: </span>
          <span aria-hidden="true">×</span>
          {formatNumber(piece.item_qty)}
        </p>
      </div>
      <p className={styles.description}>{piece.description}</p>
      <StatLine stats={piece.stats} change={statChange(piece.stats, worn?.stats ?? null)} />
      <Button
        block
        className={styles.equip}
        onClick={() => onEquip(piece)}
        disabled={busy || !wearable}
        aria-busy={pending}
        aria-label={`Equip ${piece.item_name}`}
      >
        <IconSwordBrandish aria-hidden="true" />
        {pending ? 'Equipping…' : 'Equip'}
      </Button>
    </article>
  );
}
