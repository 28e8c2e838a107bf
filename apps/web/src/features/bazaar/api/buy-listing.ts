import { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { BuyResponse } from '@demonbane/shared/bazaar-schemas';
import { postIntent } from '@/lib/post-intent';

export const BUY_FALLBACK_ERROR = 'Failed to purchase item. Please try again.';

/** POST /bazaar/buy: pays the price and takes the piece; the answer carries the new balance. */
export function buyListing(userId: string, listingId: string): Promise<BuyResponse> {
  return postIntent(bazaarApi.buy, { userId, listingId });
}
