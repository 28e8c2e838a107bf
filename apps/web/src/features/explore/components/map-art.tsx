import type { ComponentType, SVGProps } from 'react';
import IconChurch from '~icons/game-icons/church';
import IconHills from '~icons/game-icons/hills';
import IconMagicPortal from '~icons/game-icons/magic-portal';
import IconTreasureMap from '~icons/game-icons/treasure-map';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Art for each map of @demonbane/game/maps, keyed by its id. */
const ART: Record<number, Icon> = {
  1: IconHills,
  2: IconChurch,
  3: IconMagicPortal,
};

export function MapArt({ mapId, className }: { mapId: number; className?: string }) {
  const Icon = ART[mapId] ?? IconTreasureMap;
  return <Icon className={className} aria-hidden="true" />;
}
