import type { ComponentType, SVGProps } from 'react';
import IconChurch from '~icons/game-icons/church';
import IconCrossedBones from '~icons/game-icons/crossed-bones';
import IconEvilTree from '~icons/game-icons/evil-tree';
import IconHills from '~icons/game-icons/hills';
import IconMagicPortal from '~icons/game-icons/magic-portal';
import IconThroneKing from '~icons/game-icons/throne-king';
import IconTreasureMap from '~icons/game-icons/treasure-map';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Art for each map of @demonbane/game/maps, keyed by its id. */
const ART: Record<number, Icon> = {
  1: IconHills,
  2: IconChurch,
  3: IconMagicPortal,
  4: IconCrossedBones,
  5: IconEvilTree,
  6: IconThroneKing,
};

export function MapArt({ mapId, className }: { mapId: number; className?: string }) {
  const Icon = ART[mapId] ?? IconTreasureMap;
  return <Icon className={className} aria-hidden="true" />;
}
