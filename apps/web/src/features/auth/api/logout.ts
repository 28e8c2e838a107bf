import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { callApi } from '@/lib/api-client';

/**
 * POST /logout clears the httpOnly cookie; the body carries the user id like every call.
 *
 * The contract is fetched on click, as login's is on submit: the logged-in chrome shows
 * this button on every screen, and the auth schemas would otherwise be built at its start.
 */
export async function logoutRequest(userId: string | null): Promise<MessageResponse> {
  const { authApi } = await import('@demonbane/shared/auth-api');
  return callApi(authApi.logout, userId ? { userId } : {});
}
