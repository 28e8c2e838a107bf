import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '@demonbane/game/currency';
import type { Rarity } from '@demonbane/game/rarity';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { ListResponse } from '@demonbane/shared/bazaar-schemas';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const LIST_FALLBACK_ERROR = 'Failed to list item. Please try again.';

export interface NewListing {
  item_id: string;
  rarity: Rarity;
  /** A whole number (spec §5); the server enforces the minimum. */
  price: number;
  currency: Currency;
}

/** POST /bazaar/list: puts a piece in escrow and burns the listing fee. */
export function listItem(userId: string, listing: NewListing): Promise<ListResponse> {
  return postIntent(bazaarApi.list, { userId, ...listing });
}

/**
 * Listing: the session pays the fee the answer reports; the piece left the pack for
 * escrow, so the pack and the stalls are fetched again.
 */
export function useListItem(userId: string) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: (listing: NewListing) => listItem(userId, listing),
    onSuccess: (res) => {
      hero.set({ gold: res.gold });
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bazaar });
    },
  });
}
