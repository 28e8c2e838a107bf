import { huntApi } from '@demonbane/shared/hunt-api';
import type { HuntResponse } from '@demonbane/shared/hunt-schemas';
import { callApi } from '@/lib/api-client';

export const HUNT_FETCH_ERROR = 'Failed to fetch hunt data.';

/** POST /hunt: the highest floor cleared, the floors open, the current floor and its monster. */
export function getHunt(userId: string, signal?: AbortSignal): Promise<HuntResponse> {
  return callApi(huntApi.floors, { userId }, { signal });
}
