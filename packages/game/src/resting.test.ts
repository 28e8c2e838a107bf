import { describe, expect, it } from 'vitest';
import { regeneratedHp } from './hp-regen';
import { checkSetOut, hpToSetOut, SET_OUT_HP_PERCENT } from './resting';

const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));

describe('setting out needs a quarter of max HP', () => {
  it('is a quarter, rounded up', () => {
    expect(SET_OUT_HP_PERCENT).toBe(25);
    expect(hpToSetOut(146)).toBe(37);
    expect(hpToSetOut(100)).toBe(25);
  });

  it('lets a hero out at the share, refuses below it', () => {
    const check = (hp: number) =>
      checkSetOut({ hp, maxHp: 146, storedHp: hp, storedAt: at(0) }, at(0));
    expect(check(37).ok).toBe(true);
    expect(check(146).ok).toBe(true);
    expect(check(36).ok).toBe(false);
    expect(check(0).ok).toBe(false);
  });

  it('says how long regeneration takes to the share, and offers a potion', () => {
    // 20 of 146 HP: 17 missing at 7.3 HP a minute is 140 s.
    const refused = checkSetOut({ hp: 20, maxHp: 146, storedHp: 20, storedAt: at(0) }, at(0));
    expect(refused).toEqual({
      ok: false,
      hp: 20,
      maxHp: 146,
      readyInSeconds: 140,
      message:
        'Your hero is resting (20/146 HP). Ready in 3 min, or drink a potion to set out now.',
    });
    // After that time regeneration has the hero ready.
    expect(regeneratedHp(20, 146, at(0), new Date(at(0).getTime() + 140_000))).toBe(37);
  });

  it('counts regeneration since the HP was stored', () => {
    const refused = checkSetOut({ hp: 34, maxHp: 146, storedHp: 20, storedAt: at(0) }, at(2));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.readyInSeconds).toBe(20);
    if (!refused.ok) expect(refused.message).toContain('Ready in under a minute');
  });
});
