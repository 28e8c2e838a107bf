import { useCallback } from 'react';
import type { LoginResponse } from '@demonbane/shared/auth-schemas';
import { tokenExpiresAt } from '@/lib/jwt';
import { useAppDispatch } from '@/stores/hooks';
import { loginSuccess } from '@/stores/session-slice';
import { login } from '../api/login';
import type { Credentials } from '../components/credentials-form';

/**
 * POST /login, then the session starts here: its user id and when its token runs out
 * (the token itself stays in the httpOnly cookie). Throws what the call threw.
 */
export function useLogIn(): (credentials: Credentials) => Promise<LoginResponse> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (credentials: Credentials) => {
      const res = await login(credentials);
      const expiresAt = tokenExpiresAt(res.token);
      if (expiresAt === null) throw new Error('The login answer carried no token expiry.');
      dispatch(loginSuccess({ userId: res.user.userId, expiresAt }));
      return res;
    },
    [dispatch],
  );
}
