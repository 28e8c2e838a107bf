import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { Rarity } from '@demonbane/game/rarity';
import { CardHead } from '@/components/ui/card';
import { ItemIcon } from './item-icon';
import { ItemTitle, OwnedCount } from './item-title';
import { SLOT_LABELS } from './slot-labels';

export interface PieceHeadProps {
  /** The title's id, for the card's aria-labelledby. */
  id: string;
  piece: {
    item_id: string;
    item_name: string;
    item_rarity: Rarity | null;
    type: EquipmentType;
    level: number;
    item_qty: number;
  };
  /** The hero is below the piece's level. */
  locked?: boolean;
}

/** An owned piece's card head: its icon, its name over rarity · slot · level, and how many. */
export function PieceHead({ id, piece, locked }: PieceHeadProps) {
  return (
    <CardHead>
      <ItemIcon itemId={piece.item_id} kind={piece.type} rarity={piece.item_rarity} />
      <ItemTitle
        id={id}
        name={piece.item_name}
        rarity={piece.item_rarity}
        details={[piece.item_rarity, SLOT_LABELS[piece.type]]}
        level={piece.level}
        locked={locked}
      />
      <OwnedCount count={piece.item_qty} />
    </CardHead>
  );
}
