import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveResponse } from '@demonbane/shared/common-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';
import { clearExplore } from '@/stores/explore-slice';
import { useAppDispatch } from '@/stores/hooks';

/**
 * POST /explore/clear, from the map's Leave Dungeon and the battle's Flee alike.
 * Free with no monster in the way; fleeing a fight in progress counts as a defeat
 * (`fled`, with the gold lost).
 */
export function leaveDungeon(userId: string): Promise<LeaveResponse> {
  return postIntent(exploreApi.clear, { userId });
}

/** Leaving: the stored exploration ends, and a flight shows its cost in the session at once. */
export function useLeaveDungeon(userId: string) {
  const dispatch = useAppDispatch();
  const hero = useHeroUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveDungeon(userId),
    onSuccess: (res) => {
      dispatch(clearExplore());
      // The map list names the current map: /explore must not resume the walk just left.
      queryClient.removeQueries({ queryKey: queryKeys.exploreMaps });
      if (res.fled) hero.defeat(res.gold_lost);
    },
  });
}
