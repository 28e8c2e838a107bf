import type { LeaveResponse } from '@demonbane/shared/common-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { postIntent } from '@/lib/post-intent';

/**
 * POST /explore/clear, from the map's Leave Dungeon and the battle's Flee alike.
 * Free with no monster in the way; fleeing a fight in progress counts as a defeat
 * (`fled`, with the gold lost).
 */
export function leaveDungeon(userId: string): Promise<LeaveResponse> {
  return postIntent(exploreApi.clear, { userId });
}
