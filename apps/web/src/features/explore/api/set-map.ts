import { useMutation } from '@tanstack/react-query';
import type { MapEntry } from '@demonbane/shared/explore-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { callApi } from '@/lib/api-client';
import { setCurrentMap } from '@/stores/explore-slice';
import { useAppDispatch } from '@/stores/hooks';

export const SET_MAP_ERROR = 'Error setting the current map.';

/** POST /explore/map: start an area at its start tile; 409 with a message for a locked area. */
export function useSetMap(userId: string) {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: ({ map, area }: { map: MapEntry; area: number }) =>
      callApi(exploreApi.setMap, { userId, mapId: map._id, area }),
    onSuccess: (_res, { map, area }) =>
      dispatch(setCurrentMap({ current_map: { _id: map._id, map_name: map.map_name }, area })),
  });
}
