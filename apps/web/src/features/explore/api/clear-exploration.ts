import { leaveResponse, type LeaveResponse } from '@demonbane/shared/common-schemas';
import { ApiError } from '@/lib/api-client';
import { postIntent } from '@/lib/post-intent';

/** Spec §8: the server refused (its message when it sent one) … */
export const CLEAR_FAILED = 'Failed to clear exploration data.';
/** … or the request never got an answer. */
export const CLEAR_ERROR = 'Error clearing exploration data.';

/**
 * POST /explore/clear: leave the dungeon. Free with no monster in the way; fleeing a
 * fight in progress counts as a defeat (`fled`, with the gold lost).
 */
export function clearExploration(userId: string): Promise<LeaveResponse> {
  return postIntent('/explore/clear', { userId }, leaveResponse);
}

/** The text for a failed clear: the server's message, else which of the two fallbacks fits. */
export function clearErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? CLEAR_FAILED;
  return CLEAR_ERROR;
}
