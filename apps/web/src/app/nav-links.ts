import type { ComponentType, SVGProps } from 'react';
import IconAnvil from '~icons/game-icons/anvil-impact';
import IconArena from '~icons/game-icons/arena';
import IconCastle from '~icons/game-icons/castle';
import IconCog from '~icons/game-icons/cog';
import IconChestArmor from '~icons/game-icons/chest-armor';
import IconCrystal from '~icons/game-icons/crystal-growth';
import IconDaemonSkull from '~icons/game-icons/daemon-skull';
import IconKnapsack from '~icons/game-icons/knapsack';
import IconLockedChest from '~icons/game-icons/locked-chest';
import IconScales from '~icons/game-icons/scales';
import IconShop from '~icons/game-icons/shop';
import IconGems from '~icons/game-icons/gems';
import IconTreasureMap from '~icons/game-icons/treasure-map';

export interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Spec §2 top header (logged in). */
export const HEADER_LINKS: readonly NavItem[] = [
  { to: '/', label: 'HOME', Icon: IconCastle },
  { to: '/hunt', label: 'HUNT', Icon: IconDaemonSkull },
  { to: '/shop', label: 'SHOP', Icon: IconShop },
  { to: '/forge', label: 'FORGE', Icon: IconAnvil },
];

/** Spec §2 footer, with Settings (issue 15) last; Logout follows these. */
export const FOOTER_LINKS: readonly NavItem[] = [
  { to: '/explore', label: 'Explore', Icon: IconTreasureMap },
  { to: '/hunt', label: 'Hunt', Icon: IconDaemonSkull },
  { to: '/arena', label: 'Arena', Icon: IconArena },
  { to: '/shop-premium', label: 'Premium Shop', Icon: IconGems },
  { to: '/equipment', label: 'Equipment', Icon: IconChestArmor },
  { to: '/inventory', label: 'Inventory', Icon: IconKnapsack },
  { to: '/combine', label: 'Combine', Icon: IconCrystal },
  { to: '/gacha', label: 'Gacha', Icon: IconLockedChest },
  { to: '/bazaar', label: 'Bazaar', Icon: IconScales },
  { to: '/settings', label: 'Settings', Icon: IconCog },
];
