import { huntApi } from '@demonbane/shared/hunt-api';
import type { HuntBattleResponse } from '@demonbane/shared/hunt-schemas';
import { callApi } from '@/lib/api-client';

/** Spec §8: this failure sends the player to /hunt-error. */
export const INIT_BATTLE_ERROR = 'Failed to initialize battle.';

/** POST /hunt/initialize: the fight on the current floor, with its scene; 404 without one. */
export function initializeHunt(userId: string, signal?: AbortSignal): Promise<HuntBattleResponse> {
  return callApi(huntApi.battle, { userId }, { signal });
}
