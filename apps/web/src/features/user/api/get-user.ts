import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { userApi } from '@demonbane/shared/user-api';
import type { UserView } from '@demonbane/shared/user-schemas';
import { ApiError, callApiWithStatus } from '@/lib/api-client';
import { errorMessage, isAbortError } from '@/lib/error-message';
import { useAppDispatch } from '@/stores/hooks';
import { clearSession, storeUserView } from '@/stores/session-actions';

export const USER_FALLBACK_ERROR = 'Failed to fetch user data.';

export type GetUserResult = { kind: 'no-job'; message: string } | { kind: 'user'; user: UserView };

/** POST /user: 202 while the hero has no job yet, 200 with the hero (spec §4). */
export async function getUser(userId: string, signal?: AbortSignal): Promise<GetUserResult> {
  const answer = await callApiWithStatus(userApi.user, { userId }, { signal });
  if (answer.status === 202) return { kind: 'no-job', message: answer.data.message };
  return { kind: 'user', user: answer.data.user };
}

/**
 * Loads the hero into the session. 202 → /assign-job; 401/404 → clear the session
 * and go to / (a 401 through useEndSessionOnUnauthorized, as for every call);
 * anything else → 'Failed to fetch user data.' (spec §4, §8).
 */
export function useLoadUser(userId: string | null): { loading: boolean; error: string | null } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(userId !== null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    getUser(userId, controller.signal)
      .then((result) => {
        if (result.kind === 'no-job') {
          navigate('/assign-job', { replace: true });
          return;
        }
        dispatch(storeUserView(result.user));
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        // A 401 has already ended the session app-wide (useEndSessionOnUnauthorized).
        if (err instanceof ApiError && err.status === 401) return;
        if (err instanceof ApiError && err.status === 404) {
          dispatch(clearSession());
          navigate('/', { replace: true });
          return;
        }
        setError(errorMessage(err, USER_FALLBACK_ERROR));
        setLoading(false);
      });
    return () => controller.abort();
  }, [userId, dispatch, navigate]);

  return { loading, error };
}

/**
 * Fetches the hero again and stores it, for screens that changed what POST /user
 * reports (equipment, buffs). Best effort: Home loads the hero again anyway.
 */
export function useRefreshUser(userId: string | null): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    if (userId === null) return;
    getUser(userId)
      .then((result) => {
        if (result.kind === 'user') dispatch(storeUserView(result.user));
      })
      .catch(() => {
        // The screen already shows the change; Home reports a failed load itself.
      });
  }, [dispatch, userId]);
}
