import type { ComponentType, SVGProps } from 'react';
import IconAnvil from '~icons/game-icons/anvil-impact';
import IconArena from '~icons/game-icons/arena';
import IconCastle from '~icons/game-icons/castle';
import IconCog from '~icons/game-icons/cog';
import IconChestArmor from '~icons/game-icons/chest-armor';
import IconCrystal from '~icons/game-icons/crystal-growth';
import IconDaemonSkull from '~icons/game-icons/daemon-skull';
import IconKnapsack from '~icons/game-icons/knapsack';
import IconHamburgerMenu from '~icons/game-icons/hamburger-menu';
import IconKnightBanner from '~icons/game-icons/knight-banner';
import IconLockedChest from '~icons/game-icons/locked-chest';
import IconScales from '~icons/game-icons/scales';
import IconShop from '~icons/game-icons/shop';
import IconGems from '~icons/game-icons/gems';
import IconTreasureMap from '~icons/game-icons/treasure-map';

/** The guild's screen: its link carries the chat's unread count. */
export const GUILD_PATH = '/guild';

/** The menu button's icon, beside the bottom bar's links. */
export const MenuIcon = IconHamburgerMenu;

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
  { to: GUILD_PATH, label: 'Guild', Icon: IconKnightBanner },
  { to: '/shop-premium', label: 'Premium Shop', Icon: IconGems },
  { to: '/equipment', label: 'Equipment', Icon: IconChestArmor },
  { to: '/inventory', label: 'Inventory', Icon: IconKnapsack },
  { to: '/combine', label: 'Combine', Icon: IconCrystal },
  { to: '/gacha', label: 'Gacha', Icon: IconLockedChest },
  { to: '/bazaar', label: 'Bazaar', Icon: IconScales },
  { to: '/settings', label: 'Settings', Icon: IconCog },
];

/** A phone's bottom bar: where a player goes most, under the thumb; Menu holds the rest. */
export const BOTTOM_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home', Icon: IconCastle },
  { to: '/explore', label: 'Explore', Icon: IconTreasureMap },
  { to: '/hunt', label: 'Hunt', Icon: IconDaemonSkull },
  { to: '/shop', label: 'Shop', Icon: IconShop },
];

/** Every other destination of the header and the footer, in the bottom bar's Menu. */
export const MENU_LINKS: readonly NavItem[] = [
  { to: '/forge', label: 'Forge', Icon: IconAnvil },
  ...FOOTER_LINKS.filter(({ to }) => !BOTTOM_LINKS.some((link) => link.to === to)),
];
