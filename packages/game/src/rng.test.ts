import { describe, expect, it } from 'vitest';
import { createRng } from './rng';

describe('createRng', () => {
  it('replays the same sequence from the same seed', () => {
    const a = createRng([1, 2, 3, 4]);
    const b = createRng([1, 2, 3, 4]);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it('differs for different seeds', () => {
    expect(createRng([1, 2, 3, 4]).next()).not.toBe(createRng([1, 2, 3, 5]).next());
  });

  it('keeps int() within bounds and reaches both ends', () => {
    const rng = createRng([9, 8, 7, 6]);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('hits chance() close to its odds', () => {
    const rng = createRng([42, 42, 42, 42]);
    let hits = 0;
    for (let i = 0; i < 100_000; i++) if (rng.chance(1, 4)) hits++;
    expect(hits / 100_000).toBeGreaterThan(0.24);
    expect(hits / 100_000).toBeLessThan(0.26);
  });

  it('rejects an inverted range', () => {
    expect(() => createRng([1, 1, 1, 1]).int(5, 4)).toThrow(RangeError);
  });
});
