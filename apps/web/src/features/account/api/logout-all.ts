import { accountApi } from '@demonbane/shared/account-api';
import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { callApi } from '@/lib/api-client';

/** POST /logout-all: ends every session of the account, this one included, and clears the cookie. */
export function logoutAll(userId: string): Promise<MessageResponse> {
  return callApi(accountApi.logoutAll, { userId });
}
