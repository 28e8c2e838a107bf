import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/error-message';
import { CLEAR_FLOOR_ERROR } from '../api/clear-hunt';
import { NEXT_FLOOR_ERROR, nextFloor } from '../api/next-floor';
import { useLeaveTower } from './use-leave-tower';

export type FloorAction = 'next' | 'clear';

export interface FloorActions {
  /** The request under way, if any (one at a time). */
  busy: FloorAction | null;
  error: string | null;
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
  const [busy, setBusy] = useState<FloorAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A ref as well as state, so a double click in one tick sends one request.
  const busyRef = useRef(false);

  async function run(action: FloorAction) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(action);
    setError(null);
    try {
      if (action === 'clear') {
        await leaveTower(floor);
        return;
      }
      await nextFloor(userId);
      navigate('/hunt', { replace: true });
    } catch (err) {
      setError(errorMessage(err, action === 'next' ? NEXT_FLOOR_ERROR : CLEAR_FLOOR_ERROR));
      busyRef.current = false;
      setBusy(null);
    }
  }

  return { busy, error, next: () => void run('next'), clear: () => void run('clear') };
}
