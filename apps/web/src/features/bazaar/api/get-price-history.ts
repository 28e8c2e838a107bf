import type { Rarity } from '@demonbane/game/rarity';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { PriceHistoryResponse } from '@demonbane/shared/bazaar-schemas';
import { callApi } from '@/lib/api-client';

export const PRICE_HISTORY_FALLBACK_ERROR = 'Could not read the ledger of past sales.';

/** GET /bazaar/price-history: the last 30 sales of a piece at a rarity, newest first. */
export function getPriceHistory(
  itemId: string,
  rarity: Rarity,
  signal?: AbortSignal,
): Promise<PriceHistoryResponse> {
  return callApi(bazaarApi.priceHistory, { item_id: itemId, rarity }, { signal });
}
