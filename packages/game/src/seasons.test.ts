import { describe, expect, it } from 'vitest';
import {
  SEASON_MINIMUM,
  SEASON_REWARDS,
  seasonAt,
  seasonByNumber,
  seasonQualifies,
  seasonReward,
} from './seasons';

describe('hunt seasons', () => {
  it('run back to back from the epoch, every server agreeing from the clock alone', () => {
    const first = seasonByNumber(1);
    expect(first.startsAt.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(first.endsAt.toISOString()).toBe('2026-01-12T00:00:00.000Z');
    expect(seasonAt(new Date('2026-01-11T23:59:59Z')).number).toBe(1);
    expect(seasonAt(new Date('2026-01-12T00:00:00Z')).number).toBe(2);
    const now = new Date('2026-11-25T12:00:00Z');
    const current = seasonAt(now);
    expect(current.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(current.endsAt.getTime()).toBeGreaterThan(now.getTime());
    expect(seasonByNumber(current.number + 1).startsAt).toEqual(current.endsAt);
  });

  it('can be of another length', () => {
    expect(seasonAt(new Date('2026-01-06T00:00:00Z'), 1).number).toBe(2);
    expect(seasonByNumber(3, 1).endsAt.toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });

  it('pay the top 100 by rank, more for the higher ranks', () => {
    expect(seasonReward(1)).toEqual({ gold: 20_000, souls: 50 });
    expect(seasonReward(3)).toEqual({ gold: 10_000, souls: 30 });
    expect(seasonReward(100)).toEqual({ gold: 1_000, souls: 5 });
    expect(seasonReward(101)).toBeNull();
    for (let i = 1; i < SEASON_REWARDS.length; i++)
      expect(SEASON_REWARDS[i]!.gold).toBeLessThan(SEASON_REWARDS[i - 1]!.gold);
  });
});

describe('the season minimum', () => {
  it('pays only a climb that reached the floor and won enough fights this season', () => {
    expect(seasonQualifies(SEASON_MINIMUM.floor, SEASON_MINIMUM.wins)).toBe(true);
    expect(seasonQualifies(1, 1)).toBe(false);
    expect(seasonQualifies(SEASON_MINIMUM.floor - 1, 100)).toBe(false);
    expect(seasonQualifies(40, SEASON_MINIMUM.wins - 1)).toBe(false);
  });
});
