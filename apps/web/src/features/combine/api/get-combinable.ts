import { forgeApi } from '@demonbane/shared/forge-api';
import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import { callApi } from '@/lib/api-client';

/** Spec §8. */
export const COMBINABLE_LOAD_FAILED = 'Failed to load combinable items. Please try again.';

/** POST /inventory/combine: every stack with enough copies to combine. */
export async function getCombinable(
  userId: string,
  signal?: AbortSignal,
): Promise<CombinableItem[]> {
  const res = await callApi(forgeApi.combinable, { userId }, { signal });
  return res.combinable_items;
}
