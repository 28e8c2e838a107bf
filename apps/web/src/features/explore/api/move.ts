import type { Direction } from '@demonbane/game/explore';
import { exploreApi } from '@demonbane/shared/explore-api';
import type { MoveResponse } from '@demonbane/shared/explore-schemas';
import { callApi } from '@/lib/api-client';

export const MOVE_ERROR = 'Error moving on the map.';

/**
 * POST /explore/move: one tile in an allowed direction. 400 'You cannot move that way.',
 * 409 when a monster blocks the way or the hero is too wounded.
 */
export function moveHero(userId: string, direction: Direction): Promise<MoveResponse> {
  return callApi(exploreApi.move, { userId, direction });
}
