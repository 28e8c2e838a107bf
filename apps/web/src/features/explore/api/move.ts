import { useMutation } from '@tanstack/react-query';
import type { Direction } from '@demonbane/game/explore';
import { exploreApi } from '@demonbane/shared/explore-api';
import type { MoveResponse } from '@demonbane/shared/explore-schemas';
import { callApi } from '@/lib/api-client';
import { setPosition } from '@/stores/explore-slice';
import { useAppDispatch } from '@/stores/hooks';

export const MOVE_ERROR = 'Error moving on the map.';

/**
 * POST /explore/move: one tile in an allowed direction. 400 'You cannot move that way.',
 * 409 when a monster blocks the way or the hero is too wounded.
 */
export function moveHero(userId: string, direction: Direction): Promise<MoveResponse> {
  return callApi(exploreApi.move, { userId, direction });
}

/** A step: the stored exploration takes the tile the server answers. */
export function useMoveHero(userId: string) {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: (direction: Direction) => moveHero(userId, direction),
    onSuccess: (res) => dispatch(setPosition({ explore: res.explore, type: res.type })),
  });
}
