import type { Direction } from '@demonbane/game/explore';
import { moveResponse, type MoveResponse } from '@demonbane/shared/explore-schemas';
import { post } from '@/lib/api-client';

export const MOVE_ERROR = 'Error moving on the map.';

/**
 * POST /explore/move: one tile in an allowed direction. 400 'You cannot move that way.',
 * 409 when a monster blocks the way or the hero is too wounded.
 */
export function moveHero(userId: string, direction: Direction): Promise<MoveResponse> {
  return post('/explore/move', { userId, direction }, moveResponse);
}
