import type { Currency } from '@demonbane/game/currency';
import type { Rarity } from '@demonbane/game/rarity';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { ListResponse } from '@demonbane/shared/bazaar-schemas';
import { postIntent } from '@/lib/post-intent';

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
