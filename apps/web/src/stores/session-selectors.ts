import type { RootState } from './root-reducer';

/**
 * Spec §2: logged out means no user id or no token. The token stays in its httpOnly
 * cookie, so the session's stand-in for it is the token's expiry; a passed one is
 * cleared on load (expireSessionIfNeeded) and the server refuses it with a 401 anyway.
 */
export const selectIsLoggedIn = (state: RootState): boolean =>
  state.session.userId !== null && state.session.expires_at !== null;

export const selectUserId = (state: RootState): string | null => state.session.userId;

export const selectJobName = (state: RootState): string | null => state.session.job_name;

export const selectAscensions = (state: RootState): number => state.session.ascensions ?? 0;

export const selectSession = (state: RootState) => state.session;
