import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useAppDispatch } from '@/stores/hooks';
import { recordDefeat } from '@/stores/session-actions';
import {
  setUser,
  updateEquipment,
  type EquipmentUpdate,
  type SessionUserFields,
} from '@/stores/session-slice';

export interface HeroUpdate {
  /** The fields an action's answer reports (a balance, HP after a potion). */
  set: (fields: SessionUserFields) => void;
  /** The worn pieces and their stats, after an equip. */
  setEquipment: (update: EquipmentUpdate) => void;
  /** A fight lost or fled: 0 HP and the gold the defeat burned. */
  defeat: (goldLost: number) => void;
}

/**
 * How a mutation tells the rest of the app that the hero changed: the session (the
 * copy every screen reads, kept locally as spec §3 asks) takes the new values at once,
 * and the cached POST /user answer is marked stale so the next screen that shows the
 * hero fetches it instead of trusting the older copy.
 */
export function useHeroUpdate(): HeroUpdate {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const stale = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.user, refetchType: 'none' }),
    [queryClient],
  );
  return useMemo(
    () => ({
      set: (fields) => {
        dispatch(setUser(fields));
        stale();
      },
      setEquipment: (update) => {
        dispatch(updateEquipment(update));
        stale();
      },
      defeat: (goldLost) => {
        dispatch(recordDefeat(goldLost));
        stale();
      },
    }),
    [dispatch, stale],
  );
}
