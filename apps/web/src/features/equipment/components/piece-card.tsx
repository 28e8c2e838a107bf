import { useId } from 'react';
import type { InventoryPiece, WornPiece } from '@demonbane/shared/inventory-schemas';
import IconPadlock from '~icons/game-icons/padlock';
import IconSwordBrandish from '~icons/game-icons/sword-brandish';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { PieceHead } from '@/components/game/piece-head';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { statChange } from '../utils/loadout';
import { StatLine } from './stat-line';
import styles from './piece-card.module.css';

export interface PieceCardProps {
  piece: InventoryPiece;
  /** What is worn in this piece's slot now (for the +/− comparison). */
  worn: WornPiece | null;
  /** The hero's level; a piece above it is shown but cannot be equipped. Null while unknown. */
  heroLevel: number | null;
  busy: boolean;
  pending: boolean;
  onEquip: (piece: InventoryPiece) => void;
}

/** A piece in the pack: name in its rarity colour, level, qty, description, stats, affixes and Equip. */
export function PieceCard({ piece, worn, heroLevel, busy, pending, onEquip }: PieceCardProps) {
  const nameId = useId();
  const reasonId = useId();
  // An equip request names the rarity, so a piece without one cannot be worn.
  const wearable = piece.item_rarity !== null;
  // The server refuses it too (409); saying why here spares the player the round trip.
  const locked = heroLevel !== null && piece.level > heroLevel;
  return (
    <Card
      rarity={piece.item_rarity?.toLowerCase() ?? 'none'}
      data-locked={locked}
      aria-labelledby={nameId}
    >
      <PieceHead id={nameId} piece={piece} locked={locked} />
      <p className={styles.description}>{piece.description}</p>
      <StatLine stats={piece.stats} change={statChange(piece.stats, worn?.stats ?? null)} />
      <PieceAffixes affixes={piece.affixes} />
      {locked && (
        <p id={reasonId} className={styles.locked}>
          <IconPadlock aria-hidden="true" />
          Worn from level {piece.level}
        </p>
      )}
      <Button
        block
        className={styles.equip}
        onClick={() => onEquip(piece)}
        disabled={busy || !wearable || locked}
        aria-busy={pending}
        aria-label={`Equip ${piece.item_name}`}
        aria-describedby={locked ? reasonId : undefined}
      >
        <IconSwordBrandish aria-hidden="true" />
        {pending ? 'Equipping…' : 'Equip'}
      </Button>
    </Card>
  );
}
