import { messageResponse, type MessageResponse } from '@demonbane/shared/common-schemas';
import { post } from '@/lib/api-client';

/** POST /logout-all: ends every session of the account, this one included, and clears the cookie. */
export function logoutAll(userId: string): Promise<MessageResponse> {
  return post('/logout-all', { userId }, messageResponse);
}
