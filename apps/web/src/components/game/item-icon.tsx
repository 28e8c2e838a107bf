import type { ComponentType, SVGProps } from 'react';
import type { Rarity } from '@demonbane/game/rarity';
import IconAnimalHide from '~icons/game-icons/animal-hide';
import IconArmorVest from '~icons/game-icons/armor-vest';
import IconBowieKnife from '~icons/game-icons/bowie-knife';
import IconBreastplate from '~icons/game-icons/breastplate';
import IconBroadsword from '~icons/game-icons/broadsword';
import IconBurningEye from '~icons/game-icons/burning-eye';
import IconBurningMeteor from '~icons/game-icons/burning-meteor';
import IconChainMail from '~icons/game-icons/chain-mail';
import IconChestArmor from '~icons/game-icons/chest-armor';
import IconCloak from '~icons/game-icons/cloak';
import IconCrystalWand from '~icons/game-icons/crystal-wand';
import IconFeather from '~icons/game-icons/feather';
import IconFireAxe from '~icons/game-icons/fire-axe';
import IconFireGem from '~icons/game-icons/fire-gem';
import IconFizzingFlask from '~icons/game-icons/fizzing-flask';
import IconGemNecklace from '~icons/game-icons/gem-necklace';
import IconGemPendant from '~icons/game-icons/gem-pendant';
import IconHealthPotion from '~icons/game-icons/health-potion';
import IconHeartBottle from '~icons/game-icons/heart-bottle';
import IconIncense from '~icons/game-icons/incense';
import IconMagicPotion from '~icons/game-icons/magic-potion';
import IconOre from '~icons/game-icons/ore';
import IconRobe from '~icons/game-icons/robe';
import IconRoundPotion from '~icons/game-icons/round-potion';
import IconScrollQuill from '~icons/game-icons/scroll-quill';
import IconScrollUnfurled from '~icons/game-icons/scroll-unfurled';
import IconSpellBook from '~icons/game-icons/spell-book';
import IconSwapBag from '~icons/game-icons/swap-bag';
import IconCharm from '~icons/game-icons/charm';
import IconFireRing from '~icons/game-icons/fire-ring';
import IconTiedScroll from '~icons/game-icons/tied-scroll';
import IconWizardStaff from '~icons/game-icons/wizard-staff';
import styles from './item-icon.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Artwork per item id (packages/game items.ts and equipment.ts). */
const ITEM_ICONS: Record<string, Icon> = {
  'potion-minor': IconRoundPotion,
  potion: IconHealthPotion,
  'potion-greater': IconHeartBottle,
  'elixir-life': IconMagicPotion,
  'scroll-fury': IconScrollUnfurled,
  'scroll-warding': IconTiedScroll,
  'scroll-haste': IconScrollQuill,
  'tome-insight': IconSpellBook,
  'draught-titan': IconFizzingFlask,
  'incense-vigil': IconIncense,
  'iron-ore': IconOre,
  'demon-hide': IconAnimalHide,
  'ember-shard': IconFireGem,
  'star-metal': IconBurningMeteor,
  'hunters-knife': IconBowieKnife,
  'ashen-longsword': IconBroadsword,
  'sigil-wand': IconCrystalWand,
  'runed-staff': IconWizardStaff,
  'cinder-axe': IconFireAxe,
  'padded-vest': IconArmorVest,
  'chain-hauberk': IconChainMail,
  'warded-robe': IconRobe,
  'shadowweave-cloak': IconCloak,
  'bone-plate': IconBreastplate,
  'copper-charm': IconCharm,
  'ring-embers': IconFireRing,
  'vigil-amulet': IconGemPendant,
  'roc-feather': IconFeather,
  'demons-eye': IconBurningEye,
};

/** Items added later still get a fitting picture from their kind. */
const FALLBACK_ICONS: Record<string, Icon> = {
  weapon: IconBroadsword,
  armor: IconChestArmor,
  acc: IconGemNecklace,
};

export interface ItemIconProps {
  itemId: string;
  /** An equipment type (weapon, armor, acc) for the fallback picture. */
  kind?: string;
  size?: 'md' | 'lg';
  /** Rims the socket in the rarity colour (spec §9). */
  rarity?: Rarity | null;
}

/** An item's picture in a round socket; decorative (the name sits next to it). */
export function ItemIcon({ itemId, kind, size = 'md', rarity }: ItemIconProps) {
  const Icon = ITEM_ICONS[itemId] ?? (kind ? FALLBACK_ICONS[kind] : undefined) ?? IconSwapBag;
  return (
    <span
      className={`${styles.socket} ${styles[size]}`}
      data-rarity={rarity?.toLowerCase()}
      aria-hidden="true"
    >
      <Icon className={styles.icon} />
    </span>
  );
}
