import { noticeState, type NoticeState } from '@/lib/location-notice';

/** Router state for the login form: a notice, and the name to fill in. */
export interface LoginPrefill extends NoticeState {
  username: string;
}

export function loginPrefill(notice: string, username: string): LoginPrefill {
  return { ...noticeState(notice), username };
}

/** The name carried to the login form, if any (router state is `unknown`). */
export function readPrefilledUsername(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'username' in state) {
    const { username } = state as { username: unknown };
    return typeof username === 'string' && username !== '' ? username : null;
  }
  return null;
}
