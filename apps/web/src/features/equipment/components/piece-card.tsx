import { useId } from 'react';
import type { InventoryPiece, WornPiece } from '@demonbane/shared/inventory-schemas';
import IconSwordBrandish from '~icons/game-icons/sword-brandish';
import { ItemIcon } from '@/components/game/item-icon';
import { ItemTitle, OwnedCount } from '@/components/game/item-title';
import { Button } from '@/components/ui/button';
import { Card, CardHead } from '@/components/ui/card';
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
    <Card rarity={piece.item_rarity?.toLowerCase() ?? 'none'} aria-labelledby={nameId}>
      <CardHead>
        <ItemIcon itemId={piece.item_id} kind={piece.type} rarity={piece.item_rarity} />
        <ItemTitle
          id={nameId}
          name={piece.item_name}
          rarity={piece.item_rarity}
          details={[piece.item_rarity, SLOT_LABELS[piece.type]]}
        />
        <OwnedCount count={piece.item_qty} />
      </CardHead>
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
    </Card>
  );
}
