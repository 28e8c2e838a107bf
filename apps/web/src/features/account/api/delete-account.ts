import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@demonbane/shared/account-api';
import { useEndSession } from '@/hooks/use-end-session';
import { callApi } from '@/lib/api-client';

/**
 * POST /account/delete: the hero and all it owns are gone, listings cancelled, every
 * session ended (this tab shows the login form with the server's message); 400 when
 * the password is wrong.
 */
export function useDeleteAccount(userId: string) {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: (password: string) => callApi(accountApi.deleteAccount, { userId, password }),
    onSuccess: (res) => endSession(res.message),
  });
}
