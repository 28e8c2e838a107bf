import type { NotificationKind } from '@demonbane/shared/event-schemas';
import IconAnvil from '~icons/game-icons/anvil-impact';
import IconCrossedSwords from '~icons/game-icons/crossed-swords';
import IconSandsOfTime from '~icons/game-icons/sands-of-time';
import IconScales from '~icons/game-icons/scales';
import IconScroll from '~icons/game-icons/scroll-unfurled';
import IconFlag from '~icons/game-icons/flying-flag';
import IconOgre from '~icons/game-icons/ogre';

const ICONS = {
  'bazaar.sold': IconScales,
  'forge.ready': IconAnvil,
  'arena.defended': IconCrossedSwords,
  'quest.completed': IconScroll,
  'season.ended': IconSandsOfTime,
  'guild.request': IconFlag,
  'guild.invite': IconFlag,
  'guild.accepted': IconFlag,
  'raid.fell': IconOgre,
} as const satisfies Record<NotificationKind, unknown>;

/** The emblem of a kind of notification, beside its text (decorative). */
export function KindIcon({ kind, className }: { kind: NotificationKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={className} />;
}
