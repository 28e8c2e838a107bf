import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DrawAmount } from '@demonbane/game/gacha';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { queryKeys } from '@/lib/query-keys';
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
  draw: (box: DrawBox, amount: DrawAmount) => void;
}

/** What a draw can have changed besides the balance: the pity, and whatever it gave. */
const DRAWN_INTO = [
  queryKeys.gachaHistory,
  queryKeys.equipment,
  queryKeys.consumables,
  queryKeys.forge,
  queryKeys.bazaarSellable,
];

/**
 * Draws, stores the new balance in the session, then shows /gacha/result with the
 * answer in the router state. `replace` swaps the current result for the new one.
 */
export function useDraw(
  userId: string,
  texts: DrawErrorTexts,
  { replace = false }: { replace?: boolean } = {},
): UseDraw {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  const mutation = useMutation({
    mutationFn: ({ box, amount }: { box: DrawBox; amount: DrawAmount }) =>
      drawFromBox(userId, { box: box.index, amount }),
    onSuccess: async (result, { box, amount }) => {
      const left = result.currencyRemaining;
      hero.set(result.currency === 'gold' ? { gold: left } : { soul: left });
      for (const queryKey of DRAWN_INTO) void queryClient.invalidateQueries({ queryKey });
      const state: GachaResultState = { box, amount, result };
      await navigate(RESULT_PATH, { state, replace });
    },
  });

  const { variables, error } = mutation;
  return {
    pending:
      mutation.isPending && variables
        ? { box: variables.box.index, amount: variables.amount }
        : null,
    error:
      mutation.isError && variables
        ? { box: variables.box.index, text: drawErrorText(error, texts) }
        : null,
    draw: (box, amount) => mutation.mutate({ box, amount }),
  };
}
