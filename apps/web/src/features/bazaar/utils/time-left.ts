const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Spec §9: the bazaar countdown refreshes every 60 seconds. */
export const COUNTDOWN_REFRESH_MS = 60_000;

/** The text shown once a listing's time is up (spec §4, §9). */
export const EXPIRED_TEXT = 'Expired';

/**
 * Spec §9, for the time left on a listing: 'N days M hrs remaining' at 24 hours or
 * more, 'NH MM' under a day (e.g. '5H 07'), minutes only under an hour (e.g.
 * '42 minutes') and 'Expired' when past. Every unit is rounded down.
 */
export function formatTimeLeft(msLeft: number): string {
  if (!(msLeft > 0)) return EXPIRED_TEXT;
  if (msLeft >= DAY_MS) {
    const days = Math.floor(msLeft / DAY_MS);
    const hours = Math.floor((msLeft % DAY_MS) / HOUR_MS);
    return `${days} days ${hours} hrs remaining`;
  }
  if (msLeft >= HOUR_MS) {
    const hours = Math.floor(msLeft / HOUR_MS);
    const minutes = Math.floor((msLeft % HOUR_MS) / MINUTE_MS);
    return `${hours}H ${String(minutes).padStart(2, '0')}`;
  }
  return `${Math.floor(msLeft / MINUTE_MS)} minutes`;
}

/** Time left until an ISO `expires_at`, as of `nowMs`. */
export function timeLeftUntil(expiresAt: string, nowMs: number): string {
  return formatTimeLeft(Date.parse(expiresAt) - nowMs);
}

/** True once `expires_at` has passed (the server may not have swept the listing yet). */
export function isPast(expiresAt: string, nowMs: number): boolean {
  return !(Date.parse(expiresAt) - nowMs > 0);
}
