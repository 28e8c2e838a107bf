import { DAY_MS } from './calendar';

/**
 * A map boss's unique piece is claimed at most once per hero and boss in a rolling
 * week: a kill within BOSS_PIECE_COOLDOWN_DAYS of the last piece claimed from that
 * boss pays its normal rewards without the piece, so a boss is a challenge, not a
 * farm. Only a kill that actually drops the piece starts the week.
 */
export const BOSS_PIECE_COOLDOWN_DAYS = 7;

/** When the boss can drop its piece again for a hero who last claimed it at `claimedAt`. */
export function bossPieceBackOn(claimedAt: Date): Date {
  return new Date(claimedAt.getTime() + BOSS_PIECE_COOLDOWN_DAYS * DAY_MS);
}

/** Whether a kill at `now` may pay the boss's piece (no claim yet, or the week is over). */
export function bossPieceClaimable(claimedAt: Date | null, now: Date): boolean {
  return claimedAt === null || now.getTime() >= bossPieceBackOn(claimedAt).getTime();
}

/** A claim made at or before this moment no longer holds the piece back at `now`. */
export function bossPieceWeekAgo(now: Date): Date {
  return new Date(now.getTime() - BOSS_PIECE_COOLDOWN_DAYS * DAY_MS);
}
