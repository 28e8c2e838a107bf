import { huntResponse, type HuntResponse } from '@demonbane/shared/hunt-schemas';
import { post } from '@/lib/api-client';

export const HUNT_FETCH_ERROR = 'Failed to fetch hunt data.';

/** POST /hunt: the highest floor cleared, the floors open, the current floor and its monster. */
export function getHunt(userId: string, signal?: AbortSignal): Promise<HuntResponse> {
  return post('/hunt', { userId }, huntResponse, signal);
}
