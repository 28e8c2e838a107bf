import { z } from 'zod';
import { DIRECTIONS } from '@demonbane/game/explore';
import { withUserId } from './common-schemas';

export const directionSchema = z.enum(DIRECTIONS, {
  error: `direction must be one of ${DIRECTIONS.join(', ')}.`,
});

export const mapEntry = z.object({
  _id: z.number(),
  map_name: z.string(),
  /** Area numbers open to this hero. */
  area: z.array(z.number()),
  /** How many areas the map has in all. */
  area_count: z.number(),
  recommended_level: z.number(),
  description: z.string(),
  /**
   * When the map boss can drop its unique piece for this hero again (ISO time): it
   * pays it once a rolling week. Null when it can now.
   */
  boss_piece_back_on: z.string().nullable(),
});
export type MapEntry = z.infer<typeof mapEntry>;

export const currentMap = z.object({ _id: z.number(), map_name: z.string() });

export const exploreListResponse = z.object({
  explore: z.object({
    map: z.array(mapEntry),
    current_map: currentMap.nullable(),
  }),
});
export type ExploreListResponse = z.infer<typeof exploreListResponse>;

export const setMapBody = withUserId({
  mapId: z.int({ error: 'mapId must be a map number.' }).min(1).max(1000),
  area: z.int({ error: 'area must be an area number.' }).min(1).max(100),
});
export type SetMapBody = z.infer<typeof setMapBody>;

/** 'explore' while walking, 'battle' while a monster blocks the way, 'goal' when finished. */
export const exploreType = z.enum(['explore', 'battle', 'goal']);
export type ExploreType = z.infer<typeof exploreType>;

export const exploreState = z.object({
  current_map: currentMap,
  area: z.number(),
  x: z.number(),
  y: z.number(),
  /** The monster met on this tile (its name), or null. */
  monster: z.string().nullable(),
  next: z.array(directionSchema),
  type: exploreType,
  /** The map as seen so far: '#' wall, '.' floor, 'S' start, 'G' goal, '?' unseen. */
  grid: z.array(z.string()),
});
export type ExploreState = z.infer<typeof exploreState>;

export const positionResponse = z.object({
  explore: exploreState,
  type: exploreType,
  job_name: z.string(),
});
export type PositionResponse = z.infer<typeof positionResponse>;

export const moveBody = withUserId({ direction: directionSchema });
export type MoveBody = z.infer<typeof moveBody>;

export const moveResponse = z.object({
  explore: exploreState,
  monster: z.string().nullable(),
  type: exploreType,
});
export type MoveResponse = z.infer<typeof moveResponse>;
