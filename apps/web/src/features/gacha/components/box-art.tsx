import type { ComponentType, SVGProps } from 'react';
import type { Currency } from '@demonbane/game/currency';
import IconBackpack from '~icons/game-icons/light-backpack';
import IconLockedBox from '~icons/game-icons/locked-box';
import IconLockedChest from '~icons/game-icons/locked-chest';
import styles from './box-art.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
type Accent = 'ember' | 'abyss' | 'bone';

/** Artwork per box name (packages/game gacha.ts); later boxes get one from their currency. */
const ART: Record<string, { Icon: Icon; accent: Accent }> = {
  'Ashen Coffer': { Icon: IconLockedChest, accent: 'ember' },
  'Abyssal Reliquary': { Icon: IconLockedBox, accent: 'abyss' },
  'Pilgrim’s Satchel': { Icon: IconBackpack, accent: 'bone' },
};

const BY_CURRENCY: Record<Currency, { Icon: Icon; accent: Accent }> = {
  gold: { Icon: IconLockedChest, accent: 'ember' },
  soul: { Icon: IconLockedBox, accent: 'abyss' },
};

export interface BoxArtProps {
  name: string;
  /** Picks the art of a box this page does not know yet. */
  currency?: Currency;
  size?: 'md' | 'lg';
}

/** A box on its altar, lit in its own colour. Decorative: the name is beside it. */
export function BoxArt({ name, currency = 'gold', size = 'lg' }: BoxArtProps) {
  const { Icon, accent } = ART[name] ?? BY_CURRENCY[currency];
  return (
    <div className={`${styles.altar} ${styles[accent]} ${styles[size]}`} aria-hidden="true">
      <span className={styles.halo} />
      <Icon className={styles.icon} />
      <span className={styles.plinth} />
    </div>
  );
}
