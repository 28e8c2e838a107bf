import type { RootState } from './root-reducer';

/** Spec §2: logged out means no user id or no token. */
export const selectIsLoggedIn = (state: RootState): boolean =>
  state.session.userId !== null && state.session.token !== null;

export const selectUserId = (state: RootState): string | null => state.session.userId;

export const selectJobName = (state: RootState): string | null => state.session.job_name;

export const selectSession = (state: RootState) => state.session;
