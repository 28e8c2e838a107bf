import { describe, expect, it } from 'vitest';
import { formatTimeLeft, isPast, timeLeftUntil } from './time-left';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeLeft (spec §9)', () => {
  it("shows 'N days M hrs remaining' at 24 hours or more", () => {
    expect(formatTimeLeft(DAY)).toBe('1 days 0 hrs remaining');
    expect(formatTimeLeft(3 * DAY)).toBe('3 days 0 hrs remaining');
    expect(formatTimeLeft(3 * DAY - MINUTE)).toBe('2 days 23 hrs remaining');
    expect(formatTimeLeft(DAY + 5 * HOUR + 59 * MINUTE)).toBe('1 days 5 hrs remaining');
  });

  it("shows 'NH MM' under a day, minutes padded to two digits", () => {
    expect(formatTimeLeft(DAY - 1)).toBe('23H 59');
    expect(formatTimeLeft(23 * HOUR + 59 * MINUTE)).toBe('23H 59');
    expect(formatTimeLeft(5 * HOUR + 7 * MINUTE)).toBe('5H 07');
    expect(formatTimeLeft(60 * MINUTE)).toBe('1H 00');
  });

  it('shows minutes only under an hour', () => {
    expect(formatTimeLeft(60 * MINUTE - 1)).toBe('59 minutes');
    expect(formatTimeLeft(59 * MINUTE)).toBe('59 minutes');
    expect(formatTimeLeft(42 * MINUTE + 30_000)).toBe('42 minutes');
    expect(formatTimeLeft(MINUTE)).toBe('1 minutes');
    expect(formatTimeLeft(1)).toBe('0 minutes');
  });

  it("shows 'Expired' at zero, when past, and for nonsense", () => {
    expect(formatTimeLeft(0)).toBe('Expired');
    expect(formatTimeLeft(-1)).toBe('Expired');
    expect(formatTimeLeft(-3 * DAY)).toBe('Expired');
    expect(formatTimeLeft(Number.NaN)).toBe('Expired');
  });

  it('counts from an expires_at timestamp', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(timeLeftUntil('2026-11-24T12:00:00.000Z', now)).toBe('3 days 0 hrs remaining');
    expect(timeLeftUntil('2026-11-21T17:07:00.000Z', now)).toBe('5H 07');
    expect(timeLeftUntil('2026-11-21T12:00:00.000Z', now)).toBe('Expired');
    expect(isPast('2026-11-21T12:00:00.000Z', now)).toBe(true);
    expect(isPast('2026-11-21T12:00:01.000Z', now)).toBe(false);
  });
});
