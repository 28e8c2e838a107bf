import { leaveResponse, type LeaveResponse } from '@demonbane/shared/common-schemas';
import { postIntent } from '@/lib/post-intent';

export const FLEE_ERROR = 'Failed to flee the battle.';

/**
 * POST /explore/clear from the battle: flee and leave the dungeon. With the fight
 * still open it counts as a defeat (`fled`, with the gold lost).
 */
export function fleeBattle(userId: string): Promise<LeaveResponse> {
  return postIntent('/explore/clear', { userId }, leaveResponse);
}
