import { attackResponse, type AttackResponse } from '@demonbane/shared/battle-schemas';
import { post } from '@/lib/api-client';

export const ATTACK_ERROR = 'Attack failed.';

/** POST /explore/attack: one round; won, lost, or the battle fields again. */
export function exploreAttack(userId: string): Promise<AttackResponse> {
  return post('/explore/attack', { userId }, attackResponse);
}
