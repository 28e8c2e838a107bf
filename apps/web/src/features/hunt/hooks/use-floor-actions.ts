import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/error-message';
import { readRestingRefusal, type RestingRefusal } from '@/lib/resting-refusal';
import { queryKeys } from '@/lib/query-keys';
import { CLEAR_FLOOR_ERROR } from '../api/clear-hunt';
import { NEXT_FLOOR_ERROR, nextFloor } from '../api/next-floor';
import { useLeaveTower } from './use-leave-tower';

export type FloorAction = 'next' | 'clear';

export interface FloorActions {
  /** The request under way, if any (one at a time). */
  busy: FloorAction | null;
  error: string | null;
  /** Next Floor refused because the hero is too hurt to climb on. */
  resting: RestingRefusal | null;
  next: () => void;
  clear: () => void;
}

/**
 * Spec §4: Next Floor (POST /hunt/next) or Clear Floor (POST /hunt/clear-hunt), then
 * /hunt, which sends a new fight on to /hunt-battle. Shared by /hunt-error and the result.
 * Clearing while a fight is still open flees it: that goes to the defeat instead.
 */
export function useFloorActions(userId: string, floor: number | null): FloorActions {
  const navigate = useNavigate();
  const leaveTower = useLeaveTower(userId);
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: async (kind: FloorAction) => {
      if (kind === 'clear') return leaveTower(floor);
      await nextFloor(userId);
      // The tower's state changed: /hunt must not redirect on the won floor's copy.
      queryClient.removeQueries({ queryKey: queryKeys.hunt });
      await navigate('/hunt', { replace: true });
    },
  });
  const resting = useMemo(() => readRestingRefusal(action.error), [action.error]);
  const run = (kind: FloorAction) => {
    if (!action.isPending) action.mutate(kind);
  };

  return {
    // Busy until the answer, and on through the move away.
    busy: action.isPending || action.isSuccess ? (action.variables ?? null) : null,
    error:
      action.isError && !resting
        ? errorMessage(
            action.error,
            action.variables === 'next' ? NEXT_FLOOR_ERROR : CLEAR_FLOOR_ERROR,
          )
        : null,
    resting,
    next: () => run('next'),
    clear: () => run('clear'),
  };
}
