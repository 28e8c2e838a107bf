import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { userApi } from '@demonbane/shared/user-api';
import type { UserView } from '@demonbane/shared/user-schemas';
import { ApiError, callApiWithStatus } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { useAppDispatch } from '@/stores/hooks';
import { logout } from '@/stores/session-slice';

export const USER_FALLBACK_ERROR = 'Failed to fetch user data.';

export type GetUserResult = { kind: 'no-job'; message: string } | { kind: 'user'; user: UserView };

/** POST /user: 202 while the hero has no job yet, 200 with the hero (spec §4). */
export async function getUser(userId: string, signal?: AbortSignal): Promise<GetUserResult> {
  const answer = await callApiWithStatus(userApi.user, { userId }, { signal });
  if (answer.status === 202) return { kind: 'no-job', message: answer.data.message };
  return { kind: 'user', user: answer.data.user };
}

/**
 * The hero as POST /user reports it. Every fresh answer is also stored in the session
 * (the app's query provider does it, in one place), which is what screens read.
 */
export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

/**
 * Loads the hero into the session. 202 → /assign-job; 401/404 → clear the session
 * and go to / (a 401 through useEndSessionOnUnauthorized, as for every call);
 * anything else → 'Failed to fetch user data.' (spec §4, §8).
 */
export function useLoadUser(userId: string): {
  loading: boolean;
  error: string | null;
  /** The hero as this load answered it, for what the session does not keep. */
  user: UserView | null;
} {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useQuery(userQueryOptions(userId));
  const noJob = user.data?.kind === 'no-job';
  const notFound = user.error instanceof ApiError && user.error.status === 404;

  useEffect(() => {
    if (noJob) navigate('/assign-job', { replace: true });
  }, [noJob, navigate]);
  useEffect(() => {
    if (!notFound) return;
    dispatch(logout());
    navigate('/', { replace: true });
  }, [notFound, dispatch, navigate]);

  // A 401 has already ended the session app-wide: nothing to show for it.
  const silent = user.error instanceof ApiError && (user.error.status === 401 || notFound);
  return {
    loading: user.isPending || noJob,
    error: user.error && !silent ? errorMessage(user.error, USER_FALLBACK_ERROR) : null,
    user: user.data?.kind === 'user' ? user.data.user : null,
  };
}

/**
 * Fetches the hero again (into the session), for screens that changed what POST /user
 * reports (equipment, buffs, the purse). Best effort: Home loads the hero again anyway.
 */
export function useRefreshUser(userId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.fetchQuery(userQueryOptions(userId)).catch(() => {
      // The screen already shows the change; Home reports a failed load itself.
    });
  }, [queryClient, userId]);
}
