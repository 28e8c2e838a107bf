import type { AttackResponse } from '@demonbane/shared/battle-schemas';
import { huntApi } from '@demonbane/shared/hunt-api';
import { postIntent } from '@/lib/post-intent';

export const HUNT_ATTACK_ERROR = 'Failed to perform attack.';

/**
 * POST /hunt/hunt-attack: one round, a plain attack or with `skill` one of the hero's
 * skills; won (rewards), lost (user_hp 0) or the fight goes on.
 */
export function huntAttack(userId: string, skill?: string): Promise<AttackResponse> {
  return postIntent(huntApi.attack, skill === undefined ? { userId } : { userId, skill });
}
