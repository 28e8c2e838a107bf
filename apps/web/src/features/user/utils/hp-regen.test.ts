import { describe, expect, it } from 'vitest';
import { hpAt, regenRateText, regenStatusText, secondsToFull } from './hp-regen';

const T0 = Date.UTC(2026, 0, 1);
const running = { per_minute: 8.1, full_in_seconds: 750, paused: false, received_at: T0 };

describe('HP regeneration on Home', () => {
  it('says the rate with at most one decimal', () => {
    expect(regenRateText(8.1)).toBe('+8.1 HP/min');
    expect(regenRateText(6)).toBe('+6 HP/min');
    expect(regenRateText(8.125)).toBe('+8.1 HP/min');
    expect(regenRateText(1234.56)).toBe('+1,234.6 HP/min');
    // As Intl.NumberFormat with one decimal would write it, over every rate up to 500 HP.
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    for (let hundredths = 0; hundredths <= 50_000; hundredths += 7) {
      const rate = hundredths / 100;
      expect(regenRateText(rate), String(rate)).toBe(`+${intl.format(rate)} HP/min`);
    }
  });

  it('counts down from the time the answer arrived, down to full', () => {
    expect(secondsToFull(running, T0)).toBe(750);
    expect(secondsToFull(running, T0 + 1_999)).toBe(749);
    expect(secondsToFull(running, T0 + 800_000)).toBe(0);
    expect(regenStatusText(running, T0)).toBe('Full in 12 min 30 s');
    expect(regenStatusText(running, T0 + 30_000)).toBe('Full in 12 min');
    expect(regenStatusText(running, T0 + 710_000)).toBe('Full in 40 s');
    expect(regenStatusText(running, T0 + 750_000)).toBe('HP full');
  });

  it('is full with no time left (null or 0), and paused during a fight', () => {
    expect(regenStatusText({ ...running, full_in_seconds: null }, T0)).toBe('HP full');
    expect(regenStatusText({ ...running, full_in_seconds: 0 }, T0)).toBe('HP full');
    const paused = { ...running, full_in_seconds: null, paused: true };
    expect(secondsToFull(paused, T0 + 60_000)).toBeNull();
    expect(regenStatusText(paused, T0)).toBe('Regeneration paused during a fight');
  });

  it('derives the HP regained so far, never past max nor below the stored HP', () => {
    // 146 of 162 at 8.1 a minute: full in 119 s; a minute later the server says 154.
    const regen = { ...running, full_in_seconds: 119 };
    expect(hpAt(146, 162, regen, T0)).toBe(146);
    expect(hpAt(146, 162, regen, T0 + 60_000)).toBe(154);
    expect(hpAt(146, 162, regen, T0 + 500_000)).toBe(162);
    expect(hpAt(150, 162, { ...regen, paused: true }, T0 + 60_000)).toBe(150);
  });
});
