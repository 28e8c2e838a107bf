import { useMemo } from 'react';
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
 * copy every screen reads, kept locally as spec §3 asks) takes the new values at once.
 * The cached POST /user answer needs no marking: it is stale as soon as it arrives
 * (staleTime 0), so the next screen that shows the hero fetches it again.
 */
export function useHeroUpdate(): HeroUpdate {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      set: (fields) => dispatch(setUser(fields)),
      setEquipment: (update) => dispatch(updateEquipment(update)),
      defeat: (goldLost) => dispatch(recordDefeat(goldLost)),
    }),
    [dispatch],
  );
}
