import { describe, expect, it } from 'vitest';
import { seasonDays } from './season-dates';

describe('seasonDays', () => {
  it('names the first and the last day, in UTC', () => {
    expect(seasonDays('2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z')).toBe(
      '5 Jan – 11 Jan',
    );
    expect(seasonDays('2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z')).toBe(
      '28 Dec – 3 Jan',
    );
  });
});
