import { messageResponse, type MessageResponse } from '@demonbane/shared/common-schemas';
import { post } from '@/lib/api-client';

/** POST /logout clears the httpOnly cookie; the body carries the user id like every call. */
export function logoutRequest(userId: string | null): Promise<MessageResponse> {
  return post('/logout', userId ? { userId } : {}, messageResponse);
}
