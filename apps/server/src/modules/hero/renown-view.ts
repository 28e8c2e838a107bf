import { findCosmetic } from '@demonbane/game/cosmetics';
import type { RenownView } from '@demonbane/shared/renown-schemas';
import { heroes } from '../../db/schema';

/** The hero columns renownOf reads, for a board's or a list's select. */
export const renownColumns = {
  ascensions: heroes.ascensions,
  titleId: heroes.titleId,
  frameId: heroes.frameId,
};

interface StoredRenown {
  ascensions: number;
  titleId: string | null;
  frameId: string | null;
}

/** What others see beside a hero's name: ascensions, the worn title's name, the worn frame's id. */
export function renownOf(hero: StoredRenown): RenownView {
  return {
    ascensions: hero.ascensions,
    title: hero.titleId === null ? null : (findCosmetic(hero.titleId)?.name ?? null),
    frame: hero.frameId === null ? null : (findCosmetic(hero.frameId)?.id ?? null),
  };
}
