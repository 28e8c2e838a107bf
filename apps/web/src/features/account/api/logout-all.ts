import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@demonbane/shared/account-api';
import { useEndSession } from '@/hooks/use-end-session';
import { callApi } from '@/lib/api-client';

/**
 * POST /logout-all: ends every session of the account, this one included, and clears
 * the cookie; this tab then shows the login form with the server's message.
 */
export function useLogoutAll(userId: string) {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: () => callApi(accountApi.logoutAll, { userId }),
    onSuccess: (res) => endSession(res.message),
  });
}
