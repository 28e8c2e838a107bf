import { findMap } from '@demonbane/game/maps';

export interface MapBoss {
  /** The area whose goal the boss guards. */
  area: number;
  level: number;
}

/**
 * The boss guarding a map's way out, read from the game's map table by the map's id
 * (the one the map list answers with); null for a map the table does not know. Its
 * name would need the monster table too, whose chunk the map list would then name in
 * the login page's preload lists (docs/performance.md): the battle says it soon enough.
 */
export function mapBoss(mapId: number): MapBoss | null {
  const area = findMap(mapId)?.areas.find((a) => a.boss !== undefined);
  if (!area?.boss) return null;
  return { area: area.number, level: area.boss.level };
}
