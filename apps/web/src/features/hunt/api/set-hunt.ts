import { setHuntResponse, type SetHuntResponse } from '@demonbane/shared/hunt-schemas';
import { post } from '@/lib/api-client';

export const SET_HUNT_ERROR = 'Failed to set the hunt.';

/** POST /hunt/set-hunt: start a fight on an open floor; 409 when it is locked or one is on. */
export function setHunt(userId: string, floor: number): Promise<SetHuntResponse> {
  return post('/hunt/set-hunt', { userId, hunt: floor }, setHuntResponse);
}
