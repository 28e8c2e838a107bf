/** A one-off message carried in router state, e.g. "registered, now log in". */
export interface NoticeState {
  notice: string;
}

export function noticeState(notice: string): NoticeState {
  return { notice };
}

/** Router state is `unknown` (it survives reloads in history), so read it defensively. */
export function readNotice(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state) {
    const { notice } = state as { notice: unknown };
    return typeof notice === 'string' && notice !== '' ? notice : null;
  }
  return null;
}
