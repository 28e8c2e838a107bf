import type { AttackResponse } from '@demonbane/shared/battle-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { postIntent } from '@/lib/post-intent';

export const ATTACK_ERROR = 'Attack failed.';

/** POST /explore/attack: one round; won, lost, or the battle fields again. */
export function exploreAttack(userId: string): Promise<AttackResponse> {
  return postIntent(exploreApi.attack, { userId });
}
