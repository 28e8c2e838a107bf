import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { forgeApi } from '@demonbane/shared/forge-api';
import { postIntent } from '@/lib/post-intent';

/** Spec §8. */
export const COMBINE_ALL_SUCCESS = 'All items combined successfully!';
export const COMBINE_ALL_FAILED = 'Failed to combine all items. Please try again.';

/** POST /forge/combine-all: combines every stack not in `lockedItems` ('rarity:item_id'). */
export function combineAll(
  userId: string,
  lockedItems: readonly string[],
): Promise<MessageResponse> {
  return postIntent(forgeApi.combineAll, { userId, locked_items: [...new Set(lockedItems)] });
}
