import { describe, expect, it } from 'vitest';
import { regeneratedHp, regenPerMinute, secondsToFull } from './hp-regen';

const T0 = new Date('2026-11-21T12:00:00Z');
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('regeneration', () => {
  it('gives back 5% of max HP a minute, whole HP only, never past max', () => {
    expect(regenPerMinute(200)).toBe(10);
    expect(regeneratedHp(0, 200, T0, after(60))).toBe(10);
    expect(regeneratedHp(0, 200, T0, after(89))).toBe(14);
    expect(regeneratedHp(190, 200, T0, after(600))).toBe(200);
    expect(regeneratedHp(50, 200, T0, T0)).toBe(50);
  });

  it('says when HP will be full, agreeing with regeneratedHp', () => {
    expect(secondsToFull(0, 200, T0, T0)).toBe(1200);
    expect(secondsToFull(0, 200, T0, after(300))).toBe(900);
    expect(secondsToFull(200, 200, T0, T0)).toBe(0);
    expect(secondsToFull(0, 200, T0, after(5000))).toBe(0);
    for (const [hp, max] of [
      [0, 130],
      [17, 274],
      [93, 194],
      [1, 1214],
    ] as const) {
      const s = secondsToFull(hp, max, T0, T0);
      expect(regeneratedHp(hp, max, T0, after(s)), `${hp}/${max}`).toBe(max);
      expect(regeneratedHp(hp, max, T0, after(s - 1)), `${hp}/${max}`).toBeLessThan(max);
    }
  });
});
