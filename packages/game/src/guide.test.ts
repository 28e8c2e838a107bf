import { describe, expect, it } from 'vitest';
import {
  GUIDE_STEP_IDS,
  guideStep,
  hasGearToWear,
  nextGuideStep,
  type GuideProgress,
} from './guide';
import { EMPTY_LOADOUT } from './loadout';

const newHero: GuideProgress = {
  level: 1,
  jobTier: 1,
  gearToWear: false,
  highestFloor: 0,
  wonInTheWilds: false,
  potionsOwned: 5,
  boughtPotions: false,
};

describe('the next step', () => {
  it('follows a new player from the tower to evolving, then ends', () => {
    const path: (string | null)[] = [];
    const seen = (p: GuideProgress) => path.push(nextGuideStep(p)?.id ?? null);
    let p = { ...newHero, gearToWear: true };
    seen(p);
    p = { ...p, gearToWear: false };
    seen(p);
    p = { ...p, highestFloor: 1 };
    seen(p);
    p = { ...p, wonInTheWilds: true, potionsOwned: 0 };
    seen(p);
    p = { ...p, boughtPotions: true, potionsOwned: 3 };
    seen(p);
    p = { ...p, highestFloor: 5 };
    seen(p);
    p = { ...p, level: 10 };
    seen(p);
    p = { ...p, jobTier: 2 };
    seen(p);
    expect(path).toEqual([...GUIDE_STEP_IDS, null]);
  });

  it('skips buying potions while the starter potions last', () => {
    const p = { ...newHero, highestFloor: 1, wonInTheWilds: true };
    expect(nextGuideStep(p)?.id).toBe('tower-floor-5');
    expect(nextGuideStep({ ...p, potionsOwned: 0 })).toMatchObject({
      id: 'buy-potions',
      index: 4,
      total: GUIDE_STEP_IDS.length,
    });
  });

  it('every step has words and a destination', () => {
    for (const id of GUIDE_STEP_IDS) {
      const step = guideStep(id);
      expect(step.title.length, id).toBeGreaterThan(0);
      expect(step.text.length, id).toBeGreaterThan(0);
      expect(step.action.to, id).toMatch(/^\/[a-z-]+$/);
    }
  });
});

describe('gear to wear', () => {
  it('is a pack piece that fits an empty slot at the hero’s level', () => {
    expect(hasGearToWear(EMPTY_LOADOUT, [{ itemId: 'hunters-knife' }], 1)).toBe(true);
    expect(hasGearToWear(EMPTY_LOADOUT, [], 1)).toBe(false);
    expect(hasGearToWear(EMPTY_LOADOUT, [{ itemId: 'hellforged-blade' }], 1)).toBe(false);
    const armed = { ...EMPTY_LOADOUT, weapon: { itemId: 'cinder-axe', rarity: 'Common' } } as const;
    expect(hasGearToWear(armed, [{ itemId: 'hunters-knife' }], 1)).toBe(false);
  });
});
