import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DrawAmount } from '@demonbane/game/gacha';
import { useAppDispatch } from '@/stores/hooks';
import { setUser } from '@/stores/session-slice';
import { drawFromBox } from '../api/draw';
import { drawErrorText, type DrawErrorTexts } from '../utils/draw-error';
import { RESULT_PATH, type GachaResultState } from '../utils/draw-state';
import type { DrawBox } from '../utils/price';

export interface PendingDraw {
  box: number;
  amount: DrawAmount;
}

export interface DrawFailure {
  box: number;
  text: string;
}

export interface UseDraw {
  /** The draw on its way, if any: every draw button waits for it. */
  pending: PendingDraw | null;
  error: DrawFailure | null;
  draw: (box: DrawBox, amount: DrawAmount) => Promise<void>;
}

/**
 * Draws, stores the new balance in the session, then shows /gacha/result with the
 * answer in the router state. `replace` swaps the current result for the new one.
 */
export function useDraw(
  userId: string,
  texts: DrawErrorTexts,
  { replace = false }: { replace?: boolean } = {},
): UseDraw {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingDraw | null>(null);
  const [error, setError] = useState<DrawFailure | null>(null);

  const draw = useCallback(
    async (box: DrawBox, amount: DrawAmount) => {
      setPending({ box: box.index, amount });
      setError(null);
      try {
        const result = await drawFromBox(userId, { box: box.index, amount });
        const left = result.currencyRemaining;
        dispatch(setUser(result.currency === 'gold' ? { gold: left } : { soul: left }));
        const state: GachaResultState = { box, amount, result };
        await navigate(RESULT_PATH, { state, replace });
      } catch (err) {
        setError({ box: box.index, text: drawErrorText(err, texts) });
      } finally {
        setPending(null);
      }
    },
    [dispatch, navigate, replace, texts, userId],
  );

  return { pending, error, draw };
}
