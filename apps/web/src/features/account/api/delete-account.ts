import { accountApi } from '@demonbane/shared/account-api';
import type { DeleteAccountBody } from '@demonbane/shared/account-schemas';
import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { callApi } from '@/lib/api-client';

/**
 * POST /account/delete: the hero and all it owns are gone, listings cancelled, every
 * session ended; 400 when the password is wrong.
 */
export function deleteAccount(
  body: DeleteAccountBody & { userId: string },
): Promise<MessageResponse> {
  return callApi(accountApi.deleteAccount, body);
}
