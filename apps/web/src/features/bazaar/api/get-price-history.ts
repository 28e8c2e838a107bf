import type { Rarity } from '@demonbane/game/rarity';
import { priceHistoryResponse, type PriceHistoryResponse } from '@demonbane/shared/bazaar-schemas';
import { get } from '@/lib/api-client';

export const PRICE_HISTORY_FALLBACK_ERROR = 'Could not read the ledger of past sales.';

/** GET /bazaar/price-history: the last 30 sales of a piece at a rarity, newest first. */
export function getPriceHistory(
  itemId: string,
  rarity: Rarity,
  signal?: AbortSignal,
): Promise<PriceHistoryResponse> {
  return get('/bazaar/price-history', { item_id: itemId, rarity }, priceHistoryResponse, signal);
}
