import { queryOptions } from '@tanstack/react-query';
import type { Rarity } from '@demonbane/game/rarity';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const PRICE_HISTORY_FALLBACK_ERROR = 'Could not read the ledger of past sales.';

/** GET /bazaar/price-history: the last 30 sales of a piece at a rarity, newest first. */
export function priceHistoryQueryOptions(itemId: string, rarity: Rarity) {
  const query = { item_id: itemId, rarity };
  return queryOptions({
    queryKey: queryKeys.bazaarPrices(query),
    queryFn: ({ signal }) => callApi(bazaarApi.priceHistory, query, { signal }),
  });
}
