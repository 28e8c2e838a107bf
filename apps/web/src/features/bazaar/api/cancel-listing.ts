import { bazaarApi } from '@demonbane/shared/bazaar-api';
import { postIntent } from '@/lib/post-intent';

export const CANCEL_FALLBACK_ERROR = 'Failed to cancel listing. Please try again.';

/** POST /bazaar/cancel: takes an active listing down; the piece comes back, the fee does not. */
export async function cancelListing(userId: string, listingId: string): Promise<string> {
  const res = await postIntent(bazaarApi.cancel, { userId, listingId });
  return res.message;
}
