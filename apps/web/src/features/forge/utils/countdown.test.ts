import { describe, expect, it } from 'vitest';
import {
  FORGE_MARGIN_SECONDS,
  forgePhase,
  forgeTimer,
  formatCountdown,
  secondsLeft,
  toSeconds,
} from './countdown';

describe('forge countdown', () => {
  it('formats hours:minutes:seconds', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(9)).toBe('00:00:09');
    expect(formatCountdown(363)).toBe('00:06:03');
    expect(formatCountdown(3600 + 30 * 60 + 3)).toBe('01:30:03');
    expect(formatCountdown(-4)).toBe('00:00:00');
  });

  it('adds the 3-second margin to the server’s remaining time', () => {
    expect(FORGE_MARGIN_SECONDS).toBe(3);
    expect(toSeconds({ hours: 1, minutes: 2, seconds: 3 })).toBe(3723);
    const timer = forgeTimer({ hours: 0, minutes: 6, seconds: 0 }, 10_000);
    expect(timer).toEqual({ startedAt: 10_000, readyAt: 10_000 + 363_000 });
    expect(secondsLeft(timer, 10_000)).toBe(363);
  });

  it('counts whole seconds down to zero, never below', () => {
    const timer = forgeTimer({ hours: 0, minutes: 0, seconds: 2 }, 0);
    expect(secondsLeft(timer, 999)).toBe(5);
    expect(secondsLeft(timer, 1000)).toBe(4);
    expect(secondsLeft(timer, 4_500)).toBe(1);
    expect(secondsLeft(timer, 5_000)).toBe(0);
    expect(secondsLeft(timer, 60_000)).toBe(0);
  });

  it('never shows more than the timer started with (a clock read before the answer)', () => {
    const timer = forgeTimer({ hours: 0, minutes: 0, seconds: 10 }, 50_000);
    expect(secondsLeft(timer, 40_000)).toBe(13);
  });

  it('derives the phase: null free, true ready, false forging until zero', () => {
    expect(forgePhase(null, null)).toBe('free');
    expect(forgePhase(true, null)).toBe('ready');
    expect(forgePhase(false, 12)).toBe('forging');
    expect(forgePhase(false, 0)).toBe('ready');
  });
});
