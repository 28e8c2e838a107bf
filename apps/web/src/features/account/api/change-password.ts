import { accountApi } from '@demonbane/shared/account-api';
import type { ChangePasswordBody } from '@demonbane/shared/account-schemas';
import type { MessageResponse } from '@demonbane/shared/common-schemas';
import { callApi } from '@/lib/api-client';

/**
 * POST /account/password: 200 when changed (this session stays, every other one ends);
 * 400 when the current password is wrong, 429 after too many wrong tries.
 */
export function changePassword(
  body: ChangePasswordBody & { userId: string },
): Promise<MessageResponse> {
  return callApi(accountApi.changePassword, body);
}
