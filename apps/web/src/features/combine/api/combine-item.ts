import { forgeApi } from '@demonbane/shared/forge-api';
import type { CombineResponse } from '@demonbane/shared/forge-schemas';
import type { Rarity } from '@demonbane/game/rarity';
import { postIntent } from '@/lib/post-intent';

/** Spec §5 and §8. */
export const SELECT_AN_ITEM = 'Please select an item to combine.';
export const COMBINE_SUCCESS = 'Item combined successfully!';
export const COMBINE_FAILED = 'Failed to combine item. Please try again.';

/** POST /forge/combine: three copies of one piece at one rarity become one of the next. */
export function combineItem(
  userId: string,
  item: { item_id: string; rarity: Rarity },
): Promise<CombineResponse> {
  return postIntent(forgeApi.combine, { userId, item_id: item.item_id, rarity: item.rarity });
}
