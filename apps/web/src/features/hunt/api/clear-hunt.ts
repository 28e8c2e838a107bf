import type { LeaveResponse } from '@demonbane/shared/common-schemas';
import { huntApi } from '@demonbane/shared/hunt-api';
import { postIntent } from '@/lib/post-intent';

export const CLEAR_FLOOR_ERROR = 'Failed to clear the floor.';

/**
 * POST /hunt/clear-hunt: leave the tower. Free between fights; leaving a fight in
 * progress counts as a defeat (`fled`, with the gold lost).
 */
export function clearHunt(userId: string): Promise<LeaveResponse> {
  return postIntent(huntApi.clear, { userId });
}
