import { describe, expect, it } from 'vitest';
import { bossBounty, bountyText, floorInfo, floorLabel } from './floor-info';

describe('floorInfo (from the tower data)', () => {
  it('floor 1 is a level 1 Imp at the Ashen Gate', () => {
    expect(floorInfo(1)).toEqual({
      floor: 1,
      monsterName: 'Imp',
      level: 1,
      boss: false,
      firstClearMultiplier: 1,
      background: 'ashen-gate',
      sceneName: 'The Ashen Gate',
      marks: '',
    });
  });

  it('the tower goes on past floor 200, its monsters marked by the Abyss band by band', () => {
    expect(floorInfo(199).marks).toBe('');
    // A boss stands two levels above its floor: floor 200's is already marked.
    expect(floorInfo(200).marks).toBe('Frenzied');
    expect(floorInfo(201).marks).toBe('Frenzied');
    expect(floorInfo(211).marks).toBe('Frenzied, Ironhide');
    expect(floorInfo(251).marks).toBe('Frenzied II, Ironhide II, Vampiric, Deadeye');
    expect(floorInfo(5_001).level).toBe(5_001);
  });

  it('floor 5 is the Gate Warden, a boss two levels up paying triple on its first clear', () => {
    expect(floorInfo(5)).toMatchObject({
      monsterName: 'Gate Warden',
      level: 7,
      boss: true,
      firstClearMultiplier: 3,
    });
  });

  it('each band of ten floors has its own scene', () => {
    expect([1, 11, 21, 31, 150].map((f) => floorInfo(f).sceneName)).toEqual([
      'The Ashen Gate',
      'The Cinder Nave',
      'The Bone Crypt',
      'The Abyss Throne',
      'The Abyss Throne',
    ]);
  });
});

describe('floorLabel', () => {
  it('names bosses and cleared floors', () => {
    expect(floorLabel(4, false, 3)).toBe('Floor 4');
    expect(floorLabel(3, false, 3)).toBe('Floor 3, cleared');
    expect(floorLabel(5, true, 9)).toBe('Floor 5, boss, cleared');
    expect(floorLabel(10, true, 9)).toBe('Floor 10, boss');
  });
});

describe('boss bounties', () => {
  const bosses = [
    { floor: 5, monster_name: 'Gate Warden', monster_level: 7, claimed: true },
    { floor: 10, monster_name: 'Cinder Bishop', monster_level: 12, claimed: false },
  ];

  it('a boss floor pays its bounty until the hero has claimed it; other floors have none', () => {
    expect(bossBounty(5, bosses)).toBe('claimed');
    expect(bossBounty(10, bosses)).toBe('unclaimed');
    expect(bossBounty(15, bosses)).toBe('unclaimed');
    expect(bossBounty(4, bosses)).toBeNull();
  });

  it('says the multiple while unclaimed', () => {
    expect(bountyText(10, false)).toBe('Bounty ×3 unclaimed');
    expect(bountyText(5, true)).toBe('Claimed');
  });
});
