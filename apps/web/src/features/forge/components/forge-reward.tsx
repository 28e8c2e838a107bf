import { describeAffix } from '@demonbane/game/affixes';
import { findEquipment, pieceAffixes } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import IconChestArmor from '~icons/game-icons/chest-armor';
import { ItemIcon } from '@/components/game/item-icon';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { PieceLevel } from '@/components/game/piece-level';
import { RarityText } from '@/components/game/rarity-text';
import { ButtonLink } from '@/components/ui/button';
import styles from './forge-reward.module.css';

export interface ForgedPiece {
  itemId: string;
  name: string;
  rarity: Rarity;
}

/**
 * The claimed piece: 'You forged: Bone Plate (Rare)', its picture in its rarity colour,
 * its level and affixes. The claim answers only id and rarity; both are fixed per piece
 * and rarity, so the game's own table (the one the server forged from) gives the rest.
 */
export function ForgeReward({ piece }: { piece: ForgedPiece }) {
  const item = findEquipment(piece.itemId);
  const affixes = item
    ? pieceAffixes(item, piece.rarity).map((a) => ({ ...a, text: describeAffix(a) }))
    : [];
  return (
    <div className={styles.reward} role="status" data-rarity={piece.rarity.toLowerCase()}>
      <ItemIcon itemId={piece.itemId} kind={item?.type} rarity={piece.rarity} size="lg" />
      <div className={styles.text}>
        <p className={styles.headline}>
          You forged: <RarityText rarity={piece.rarity}>{piece.name}</RarityText> ({piece.rarity})
        </p>
        {item && <PieceLevel level={item.level} />}
        <PieceAffixes affixes={affixes} />
        <ButtonLink to="/equipment" variant="secondary" className={styles.link}>
          <IconChestArmor aria-hidden="true" />
          Equipment
        </ButtonLink>
      </div>
    </div>
  );
}
