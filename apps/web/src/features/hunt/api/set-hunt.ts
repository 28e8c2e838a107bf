import { huntApi } from '@demonbane/shared/hunt-api';
import type { SetHuntResponse } from '@demonbane/shared/hunt-schemas';
import { callApi } from '@/lib/api-client';

export const SET_HUNT_ERROR = 'Failed to set the hunt.';

/** POST /hunt/set-hunt: start a fight on an open floor; 409 when it is locked or one is on. */
export function setHunt(userId: string, floor: number): Promise<SetHuntResponse> {
  return callApi(huntApi.setHunt, { userId, hunt: floor });
}
