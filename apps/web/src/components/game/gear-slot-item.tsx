import type { Rarity } from '@demonbane/game/rarity';
import { PieceLevel } from './piece-level';
import { RarityText } from './rarity-text';
import gear from './gear-slot.module.css';

export interface GearSlotItemProps {
  /** Null for a slot with nothing in it. */
  piece: { item_name: string | null; item_rarity: Rarity | null; level: number | null } | null;
  /** A paragraph under the slot's heading, or a span inside the slot's line. */
  as?: 'p' | 'span';
}

/** What a worn slot holds: the piece in its rarity colour, its rarity and level; or Empty. */
export function GearSlotItem({ piece, as: Tag = 'span' }: GearSlotItemProps) {
  if (!piece?.item_name) return <Tag className={gear.empty}>Empty</Tag>;
  return (
    <Tag className={gear.item}>
      <RarityText rarity={piece.item_rarity}>{piece.item_name}</RarityText>
      {piece.item_rarity && <span className={gear.rarity}>{piece.item_rarity}</span>}
      {piece.level !== null && <PieceLevel level={piece.level} />}
    </Tag>
  );
}
