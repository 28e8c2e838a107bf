import { authApi } from '@demonbane/shared/auth-api';
import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { callApi } from '@/lib/api-client';

/** POST /logout clears the httpOnly cookie; the body carries the user id like every call. */
export function logoutRequest(userId: string | null): Promise<MessageResponse> {
  return callApi(authApi.logout, userId ? { userId } : {});
}
