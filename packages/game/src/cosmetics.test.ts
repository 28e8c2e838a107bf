import { describe, expect, it } from 'vitest';
import { COSMETIC_KINDS, COSMETICS, cosmeticById, earnedBy, findCosmetic, owns } from './cosmetics';

const none = { ascensions: 0, highestHunt: 0 };

describe('cosmetics', () => {
  it('are each either bought for gold or earned by a deed, titles then frames', () => {
    for (const c of COSMETICS) {
      expect(COSMETIC_KINDS).toContain(c.kind);
      if (c.price === null) expect(c.earned, c.id).toBeDefined();
      else {
        expect(c.earned, c.id).toBeUndefined();
        expect(c.price, c.id).toBeGreaterThan(0);
      }
    }
    const kinds = COSMETICS.map((c) => c.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'title' ? -1 : 1)));
  });

  it('earns by ascensions and by floors cleared, from the deed on', () => {
    const ascended = cosmeticById('ascended');
    expect(earnedBy(ascended, none)).toBe(false);
    expect(earnedBy(ascended, { ascensions: 1, highestHunt: 0 })).toBe(true);
    const abyss = cosmeticById('abysswalker');
    expect(earnedBy(abyss, { ascensions: 9, highestHunt: 249 })).toBe(false);
    expect(earnedBy(abyss, { ascensions: 0, highestHunt: 250 })).toBe(true);
  });

  it('never earns a bought one, and owns it only once bought', () => {
    const frame = cosmeticById('bronze-frame');
    const legend = { ascensions: 99, highestHunt: 9_999 };
    expect(earnedBy(frame, legend)).toBe(false);
    expect(owns(frame, legend, new Set())).toBe(false);
    expect(owns(frame, none, new Set(['bronze-frame']))).toBe(true);
  });

  it('owns an earned one by the deed, whatever was bought', () => {
    const title = cosmeticById('twice-born');
    expect(owns(title, none, new Set(['twice-born']))).toBe(false);
    expect(owns(title, { ascensions: 2, highestHunt: 0 }, new Set())).toBe(true);
  });

  it('finds an entry by an id read from outside', () => {
    expect(findCosmetic('gold-frame')?.kind).toBe('frame');
    expect(findCosmetic('no-such-thing')).toBeUndefined();
  });
});
