import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { callApi } from '@/lib/api-client';

export const SET_MAP_ERROR = 'Error setting the current map.';

/** POST /explore/map: start an area at its start tile; 409 with a message for a locked area. */
export function setMap(userId: string, mapId: number, area: number): Promise<MessageResponse> {
  return callApi(exploreApi.setMap, { userId, mapId, area });
}
