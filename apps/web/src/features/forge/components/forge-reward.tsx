import type { Rarity } from '@demonbane/game/rarity';
import IconChestArmor from '~icons/game-icons/chest-armor';
import { ItemIcon } from '@/components/game/item-icon';
import { RarityText } from '@/components/game/rarity-text';
import { ButtonLink } from '@/components/ui/button';
import styles from './forge-reward.module.css';

export interface ForgedPiece {
  itemId: string;
  name: string;
  rarity: Rarity;
}

/** The claimed piece: 'You forged: Bone Plate (Rare)', its picture in its rarity colour. */
export function ForgeReward({ piece }: { piece: ForgedPiece }) {
  return (
    <div className={styles.reward} role="status" data-rarity={piece.rarity.toLowerCase()}>
      <ItemIcon itemId={piece.itemId} rarity={piece.rarity} size="lg" />
      <div className={styles.text}>
        <p className={styles.headline}>
          You forged: <RarityText rarity={piece.rarity}>{piece.name}</RarityText> ({piece.rarity})
        </p>
        <ButtonLink to="/equipment" variant="secondary" className={styles.link}>
          <IconChestArmor aria-hidden="true" />
          Equipment
        </ButtonLink>
      </div>
    </div>
  );
}
