import { positionResponse, type PositionResponse } from '@demonbane/shared/explore-schemas';
import { post } from '@/lib/api-client';

export const POSITION_ERROR = 'Error fetching map position.';

/** POST /explore/current-position: where the hero stands; 404 when not exploring. */
export function getPosition(userId: string, signal?: AbortSignal): Promise<PositionResponse> {
  return post('/explore/current-position', { userId }, positionResponse, signal);
}
