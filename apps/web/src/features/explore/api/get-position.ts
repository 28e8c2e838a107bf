import { exploreApi } from '@demonbane/shared/explore-api';
import type { PositionResponse } from '@demonbane/shared/explore-schemas';
import { callApi } from '@/lib/api-client';

export const POSITION_ERROR = 'Error fetching map position.';

/** POST /explore/current-position: where the hero stands; 404 when not exploring. */
export function getPosition(userId: string, signal?: AbortSignal): Promise<PositionResponse> {
  return callApi(exploreApi.position, { userId }, { signal });
}
