import { describe, expect, it } from 'vitest';
import { nextUtcMidnight, previousDay, utcDay } from './calendar';

describe('game days', () => {
  it('are UTC days, whatever the instant', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
  });

  it('know the day before, across months and years', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('reset at the next midnight UTC', () => {
    expect(nextUtcMidnight(new Date('2026-11-25T13:00:00Z')).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
    expect(nextUtcMidnight(new Date('2026-11-25T00:00:00Z')).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
  });
});
