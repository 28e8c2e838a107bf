import { queryOptions } from '@tanstack/react-query';
import { inventoryApi } from '@demonbane/shared/inventory-api';
import type { InventoryPiece } from '@demonbane/shared/inventory-schemas';
import type { Rarity } from '@demonbane/game/rarity';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const PIECES_FALLBACK_ERROR = 'Could not open your pack. Please try again.';

/** A pack piece that can go on the bazaar: a listing names its rarity. */
export type SellablePiece = InventoryPiece & { item_rarity: Rarity };

/**
 * POST /inventory/equipments: the pieces in the pack. Worn pieces are not in it and
 * cannot be listed; a piece without a rarity cannot be listed either.
 */
export function sellablePiecesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.bazaarSellable,
    queryFn: async ({ signal }) => {
      const res = await callApi(inventoryApi.equipments, { userId }, { signal });
      return res.inventory.filter((p): p is SellablePiece => p.item_rarity !== null);
    },
  });
}
