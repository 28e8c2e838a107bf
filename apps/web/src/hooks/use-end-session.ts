import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import { noticeState } from '@/lib/location-notice';
import { useAppDispatch } from '@/stores/hooks';
import type { RootState } from '@/stores/root-reducer';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { logout } from '@/stores/session-slice';

/** Shown on the login form when the server ended the session without saying why. */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Please log in again.';

/**
 * Ends the session on this device as Logout does (spec §4): reset and purge the stored
 * session, then the login form at /, with an optional notice above it.
 */
export function useEndSession(): (notice?: string | null) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (notice?: string | null) => {
      dispatch(logout());
      // One synchronous render for both: the login form at / with its notice. Left to a
      // transition, the navigation would lose to the guard's own redirect, which drops it.
      void navigate('/', {
        replace: true,
        state: notice ? noticeState(notice) : undefined,
        flushSync: true,
      });
    },
    [dispatch, navigate],
  );
}

/**
 * Any 401 while logged in means the server no longer knows this session (logged out
 * everywhere, password changed on another device, expired): log out here too.
 */
export function useEndSessionOnUnauthorized(): void {
  const endSession = useEndSession();
  const store = useStore<RootState>();
  useEffect(
    () =>
      onUnauthorized((message) => {
        if (selectIsLoggedIn(store.getState())) endSession(message ?? SESSION_ENDED_NOTICE);
      }),
    [endSession, store],
  );
}
