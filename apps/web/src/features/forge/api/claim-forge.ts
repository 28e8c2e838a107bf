import { forgeApi } from '@demonbane/shared/forge-api';
import type { ClaimResponse } from '@demonbane/shared/forge-schemas';
import { postIntent } from '@/lib/post-intent';

/** Spec §8. */
export const CLAIM_FAILED = 'Failed to claim forged item.';

/** POST /forge/claim: takes the finished piece out of the forge. */
export function claimForge(userId: string): Promise<ClaimResponse> {
  return postIntent(forgeApi.claim, { userId });
}
