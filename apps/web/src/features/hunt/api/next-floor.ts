import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { huntApi } from '@demonbane/shared/hunt-api';
import { postIntent } from '@/lib/post-intent';

export const NEXT_FLOOR_ERROR = 'Failed to move to the next floor.';

/** POST /hunt/next: after a win, start the floor above; 409 unless the floor was just won. */
export function nextFloor(userId: string): Promise<MessageResponse> {
  return postIntent(huntApi.next, { userId });
}
