import { messageResponse, type MessageResponse } from '@demonbane/shared/common-schemas';
import { post } from '@/lib/api-client';

export const CLEAR_FLOOR_ERROR = 'Failed to clear the floor.';

/** POST /hunt/clear-hunt: leave the tower (a fight in progress is abandoned). */
export function clearHunt(userId: string): Promise<MessageResponse> {
  return post('/hunt/clear-hunt', { userId }, messageResponse);
}
