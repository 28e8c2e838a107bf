import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useHeroUpdate } from '@/hooks/use-hero-update';
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
  return useCallback(
    async (floor: number | null, log: readonly string[] = []) => {
      const res = await clearHunt(userId);
      if (!res.fled) {
        navigate('/hunt', { replace: true });
        return;
      }
      hero.defeat(res.gold_lost);
      const { to, state } = huntResultNavigation(
        { kind: 'fled', battleLog: [...log, res.message], goldLost: res.gold_lost },
        floor,
      );
      navigate(to, { replace: true, state });
    },
    [hero, navigate, userId],
  );
}
