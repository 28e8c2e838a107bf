/**
 * Whether this player's guide was over (done or hidden) when last seen on this device.
 * Only a hint for the card's first paint: a finished guide holds no space while the
 * server's answer loads, an unfinished one does, so the page does not shift either way.
 */
const key = (userId: string) => `guide-over:${userId}`;

export function guideFinishedBefore(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function rememberGuideFinished(userId: string, finished: boolean): void {
  try {
    if (finished) localStorage.setItem(key(userId), '1');
    else localStorage.removeItem(key(userId));
  } catch {
    // Storage refused (private mode, quota): the card only holds its place once more.
  }
}
