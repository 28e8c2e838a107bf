import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntApi } from '@demonbane/shared/hunt-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SET_HUNT_ERROR = 'Failed to set the hunt.';

/** POST /hunt/set-hunt: start a fight on an open floor; 409 when it is locked or one is on. */
export function useSetHunt(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (floor: number) => callApi(huntApi.setHunt, { userId, hunt: floor }),
    // A fight is open now: the floors' copy is no longer the tower's state.
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.hunt }),
  });
}
