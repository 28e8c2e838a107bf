import { gachaApi } from '@demonbane/shared/gacha-api';
import type { DrawResponse } from '@demonbane/shared/gacha-schemas';
import type { DrawAmount } from '@demonbane/game/gacha';
import { postIntent } from '@/lib/post-intent';

/** POST /gacha: draws 1 or 11 from one box; the server prices it and rolls the pieces. */
export function drawFromBox(
  userId: string,
  input: { box: number; amount: DrawAmount },
): Promise<DrawResponse> {
  return postIntent(gachaApi.draw, { userId, ...input });
}
