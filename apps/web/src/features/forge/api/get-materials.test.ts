import { describe, expect, it } from 'vitest';
import { forgeTimer } from '../utils/countdown';
import { keepRunningCountdown, type ForgeState } from './get-materials';

const forging: ForgeState = {
  materials: [],
  status: false,
  timer: forgeTimer({ hours: 0, minutes: 0, seconds: 2 }, 10_000),
  inForge: ['iron-ore', 'iron-ore', 'iron-ore'],
  totalSeconds: 2,
};
const ready: ForgeState = {
  materials: [],
  status: true,
  timer: null,
  inForge: [],
  totalSeconds: null,
};

describe('a refetch while the forge countdown runs', () => {
  it('keeps the countdown when the server calls the piece ready inside the margin', () => {
    // The server's 2 s have passed; the client's 2 + 3 s have not.
    expect(keepRunningCountdown(forging, ready, 13_000)).toEqual({
      ...ready,
      status: false,
      timer: forging.timer,
      inForge: forging.inForge,
      totalSeconds: 2,
    });
  });

  it('lets the server’s answer through once the countdown has ended, or without one', () => {
    expect(keepRunningCountdown(forging, ready, 15_000)).toBe(ready);
    expect(keepRunningCountdown(undefined, ready, 13_000)).toBe(ready);
    expect(keepRunningCountdown(ready, ready, 13_000)).toBe(ready);
  });

  it('takes a fresh countdown or a free forge from the server as they come', () => {
    const later = { ...forging, timer: forgeTimer({ hours: 0, minutes: 0, seconds: 1 }, 12_000) };
    expect(keepRunningCountdown(forging, later, 12_000)).toBe(later);
    const free: ForgeState = { ...ready, status: null };
    expect(keepRunningCountdown(forging, free, 12_000)).toBe(free);
  });
});
