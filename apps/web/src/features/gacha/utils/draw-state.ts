import { z } from 'zod';
import { drawResponse, gachaBoxView, type DrawResponse } from '@demonbane/shared/gacha-schemas';
import type { DrawAmount } from '@demonbane/game/gacha';
import type { DrawBox } from './price';

export const RESULT_PATH = '/gacha/result';

/** Router state for /gacha/result: the draw's answer and the box, so Draw again can repeat it. */
export interface GachaResultState {
  box: DrawBox;
  amount: DrawAmount;
  result: DrawResponse;
}

const resultState = z.object({
  box: gachaBoxView.pick({
    index: true,
    box: true,
    currencies: true,
    price: true,
    multi_price: true,
  }),
  amount: z.union([z.literal(1), z.literal(11)]),
  result: drawResponse,
});

/** Router state is `unknown` (history keeps it across reloads): null unless it is a whole draw. */
export function readDrawState(state: unknown): GachaResultState | null {
  const parsed = resultState.safeParse(state);
  return parsed.success ? parsed.data : null;
}
