import { huntBattleResponse, type HuntBattleResponse } from '@demonbane/shared/hunt-schemas';
import { post } from '@/lib/api-client';

/** Spec §8: this failure sends the player to /hunt-error. */
export const INIT_BATTLE_ERROR = 'Failed to initialize battle.';

/** POST /hunt/initialize: the fight on the current floor, with its scene; 404 without one. */
export function initializeHunt(userId: string, signal?: AbortSignal): Promise<HuntBattleResponse> {
  return post('/hunt/initialize', { userId }, huntBattleResponse, signal);
}
