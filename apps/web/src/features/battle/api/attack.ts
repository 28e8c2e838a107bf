import type { AttackResponse } from '@demonbane/shared/battle-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { postIntent } from '@/lib/post-intent';

export const ATTACK_ERROR = 'Attack failed.';

/**
 * POST /explore/attack: one round, a plain attack or with `skill` one of the hero's
 * skills (400 not the job's, 409 cooling down or short of rage or mana); won, lost,
 * or the battle fields again.
 */
export function exploreAttack(userId: string, skill?: string): Promise<AttackResponse> {
  return postIntent(exploreApi.attack, skill === undefined ? { userId } : { userId, skill });
}
