import { describe, expect, it } from 'vitest';
import {
  BOSS_PIECE_COOLDOWN_DAYS,
  bossPieceBackOn,
  bossPieceClaimable,
  bossPieceWeekAgo,
} from './boss-piece';

describe('a map boss pays its unique piece once a week', () => {
  const claimed = new Date('2026-11-02T10:00:00Z');

  it('is claimable when never claimed', () => {
    expect(bossPieceClaimable(null, claimed)).toBe(true);
  });

  it('is not claimable again within the rolling week', () => {
    expect(BOSS_PIECE_COOLDOWN_DAYS).toBe(7);
    expect(bossPieceClaimable(claimed, claimed)).toBe(false);
    expect(bossPieceClaimable(claimed, new Date('2026-11-09T09:59:59Z'))).toBe(false);
  });

  it('is back seven days after the claim, to the millisecond', () => {
    expect(bossPieceBackOn(claimed).toISOString()).toBe('2026-11-09T10:00:00.000Z');
    expect(bossPieceClaimable(claimed, new Date('2026-11-09T10:00:00Z'))).toBe(true);
  });
});

describe('the week a claim holds', () => {
  it('a claim at or before a week ago is over', () => {
    const now = new Date('2026-11-09T10:00:00Z');
    expect(bossPieceWeekAgo(now).toISOString()).toBe('2026-11-02T10:00:00.000Z');
    expect(bossPieceClaimable(bossPieceWeekAgo(now), now)).toBe(true);
  });
});
