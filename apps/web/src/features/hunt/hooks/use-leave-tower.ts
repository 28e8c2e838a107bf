import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { queryKeys } from '@/lib/query-keys';
import { clearHunt } from '../api/clear-hunt';
import { huntResultNavigation } from '../utils/result';

/**
 * POST /hunt/clear-hunt, then where it leads: back to /hunt when leaving was free,
 * or to the defeat result when a fight was open (fleeing counts as one, and the
 * session shows its cost at once). `log` is the fight's log so far, if on screen.
 */
export function useLeaveTower(userId: string) {
  const hero = useHeroUpdate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (floor: number | null, log: readonly string[] = []) => {
      const res = await clearHunt(userId);
      // The climb ended: /hunt must not redirect on the old climb's copy.
      queryClient.removeQueries({ queryKey: queryKeys.hunt });
      if (!res.fled) {
        navigate('/hunt', { replace: true });
        return;
      }
      hero.defeat(res.gold_lost);
      const { to, state } = huntResultNavigation(
        {
          kind: 'fled',
          battleLog: [...log, res.message],
          goldLost: res.gold_lost,
          ...(res.replay_id !== undefined && { replayId: res.replay_id }),
        },
        floor,
      );
      navigate(to, { replace: true, state });
    },
    [hero, navigate, queryClient, userId],
  );
}
