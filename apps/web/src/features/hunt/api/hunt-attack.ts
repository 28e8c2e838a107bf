import { attackResponse, type AttackResponse } from '@demonbane/shared/battle-schemas';
import { postIntent } from '@/lib/post-intent';

export const HUNT_ATTACK_ERROR = 'Failed to perform attack.';

/** POST /hunt/hunt-attack: one round; won (rewards), lost (user_hp 0) or the fight goes on. */
export function huntAttack(userId: string): Promise<AttackResponse> {
  return postIntent('/hunt/hunt-attack', { userId }, attackResponse);
}
