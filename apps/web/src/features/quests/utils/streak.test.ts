import { describe, expect, it } from 'vitest';
import { STREAK_BONUS, STREAK_CAP } from '@demonbane/game/quests';
import { STREAK_MAX_DAYS, STREAK_PERCENT_PER_DAY, streakBonusPercent, streakText } from './streak';

describe('the quest streak', () => {
  it('follows the game’s rule', () => {
    expect(STREAK_PERCENT_PER_DAY).toBe(Math.round(STREAK_BONUS * 100));
    expect(STREAK_MAX_DAYS).toBe(STREAK_CAP);
  });

  it('adds 10% a day, up to double the reward', () => {
    expect(streakBonusPercent(0)).toBe(0);
    expect(streakBonusPercent(3)).toBe(30);
    expect(streakBonusPercent(10)).toBe(100);
    expect(streakBonusPercent(14)).toBe(100);
  });

  it('reads as the days and the bonus, and says when it is at its most', () => {
    expect(streakText(0, false)).toBe('No streak yet: claim all three to start one');
    expect(streakText(1, false)).toBe('1-day streak: +10% rewards');
    expect(streakText(3, false)).toBe('3-day streak: +30% rewards');
    expect(streakText(12, false)).toBe('12-day streak: +100% rewards (the most a streak gives)');
  });

  it('once today’s three are claimed, the grown streak is for tomorrow', () => {
    expect(streakText(4, true)).toBe('4-day streak: +40% on tomorrow’s rewards');
  });
});
