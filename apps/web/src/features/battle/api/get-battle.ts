import {
  NO_MONSTER_MESSAGE,
  battleResponse,
  type BattleResponse,
} from '@demonbane/shared/battle-schemas';
import { ApiError, post } from '@/lib/api-client';

export const BATTLE_FETCH_ERROR = 'Failed to fetch battle data.';

/** POST /explore/battle: the fight on the hero's tile; 404 'No monster found for battle.' */
export function getExploreBattle(userId: string, signal?: AbortSignal): Promise<BattleResponse> {
  return post('/explore/battle', { userId }, battleResponse, signal);
}

/** Spec §8: this answer sends the player back to /explore. */
export function isNoMonster(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage === NO_MONSTER_MESSAGE;
}
