import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@demonbane/shared/account-api';
import type { ChangePasswordBody } from '@demonbane/shared/account-schemas';
import { callApi } from '@/lib/api-client';

/**
 * POST /account/password: 200 when changed (this session stays, every other one ends);
 * 400 when the current password is wrong, 429 after too many wrong tries.
 */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      callApi(accountApi.changePassword, { userId, ...body }),
  });
}
