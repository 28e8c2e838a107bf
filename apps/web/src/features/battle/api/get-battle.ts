import { NO_MONSTER_MESSAGE, type BattleResponse } from '@demonbane/shared/battle-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { ApiError, callApi } from '@/lib/api-client';

export const BATTLE_FETCH_ERROR = 'Failed to fetch battle data.';

/** POST /explore/battle: the fight on the hero's tile; 404 'No monster found for battle.' */
export function getExploreBattle(userId: string, signal?: AbortSignal): Promise<BattleResponse> {
  return callApi(exploreApi.battle, { userId }, { signal });
}

/** Spec §8: this answer sends the player back to /explore. */
export function isNoMonster(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage === NO_MONSTER_MESSAGE;
}
