import { describe, expect, it } from 'vitest';
import {
  BOXES,
  drawMany,
  drawOutcome,
  drawPrice,
  findBox,
  publishedRates,
  type Outcome,
} from './gacha';
import { chiSquare } from './chi-square';
import { createRng } from './rng';
import { RARITIES } from './rarity';

describe('box tables', () => {
  it('each adds up to 100% and has a pity threshold', () => {
    for (const box of BOXES) {
      expect(box.odds.reduce((s, o) => s + o.bp, 0)).toBe(10_000);
      expect(publishedRates(box).reduce((s, r) => s + r.percent, 0)).toBeCloseTo(100, 10);
      expect(box.pity).toBeGreaterThan(1);
    }
  });

  it('prices an 11-draw at the multi price, or 10 × price when absent', () => {
    expect(drawPrice(findBox(0)!, 11)).toBe(3000);
    expect(drawPrice(findBox(2)!, 11)).toBe(1000);
    expect(drawPrice(findBox(2)!, 1)).toBe(100);
  });
});

describe('the draw follows the published table (chi-square, 100,000 draws per box)', () => {
  for (const box of BOXES) {
    it(`${box.name}`, () => {
      const rng = createRng([box.index + 1, 0xc0ffee, 42, 7]);
      const keys = box.odds.map((o) => o.outcome);
      const counts = new Map<Outcome, number>(keys.map((k) => [k, 0]));
      for (let i = 0; i < 100_000; i++) {
        const o = drawOutcome(box.odds, rng);
        counts.set(o, (counts.get(o) ?? 0) + 1);
      }
      const result = chiSquare(
        keys.map((k) => counts.get(k)!),
        box.odds.map((o) => o.bp / 10_000),
      );
      expect(result.pValue, `χ²=${result.statistic.toFixed(2)} df=${result.df}`).toBeGreaterThan(
        0.001,
      );
    });
  }

  it('would catch a table drawn wrongly', () => {
    const box = findBox(0)!;
    const skewed = box.odds.map((o) => ({
      ...o,
      bp: o.outcome === 'Common' ? o.bp - 300 : o.outcome === 'Rare' ? o.bp + 300 : o.bp,
    }));
    const rng = createRng([9, 9, 9, 9]);
    const counts = new Map<Outcome, number>();
    for (let i = 0; i < 100_000; i++) {
      const o = drawOutcome(skewed, rng);
      counts.set(o, (counts.get(o) ?? 0) + 1);
    }
    const result = chiSquare(
      box.odds.map((o) => counts.get(o.outcome) ?? 0),
      box.odds.map((o) => o.bp / 10_000),
    );
    expect(result.pValue).toBeLessThan(1e-6);
  });

  it('the plain rolls recorded by drawMany (what the audit counts) follow the table exactly', () => {
    const box = findBox(0)!;
    const rng = createRng([3, 1, 4, 1]);
    const counts = new Map<Outcome, number>();
    let counter = 0;
    let guaranteed = 0;
    for (let i = 0; i < 10_000; i++) {
      const { draws, sinceEpic } = drawMany(box, 11, counter, () => rng);
      counter = sinceEpic;
      for (const d of draws) {
        if (d.source === 'guarantee') guaranteed++;
        if (d.rolled !== undefined) counts.set(d.rolled, (counts.get(d.rolled) ?? 0) + 1);
      }
    }
    expect(guaranteed).toBeGreaterThan(1000);
    const result = chiSquare(
      box.odds.map((o) => counts.get(o.outcome) ?? 0),
      box.odds.map((o) => o.bp / 10_000),
    );
    expect(result.pValue, `χ²=${result.statistic.toFixed(2)}`).toBeGreaterThan(0.001);
  });
});

describe('pity and the x11 guarantee', () => {
  it('makes the pity-th draw without an Epic an Epic or better', () => {
    const box = findBox(0)!;
    const rng = createRng([1, 2, 3, 4]);
    const { draws, sinceEpic } = drawMany(box, 1, box.pity - 1, () => rng);
    expect(['Epic', 'Legendary']).toContain(draws[0]!.outcome);
    expect(draws[0]!.source).toBe('pity');
    expect(sinceEpic).toBe(0);
  });

  it('never lets a hero go pity draws without an Epic', () => {
    for (const box of BOXES) {
      const rng = createRng([box.index, 5, 6, 7]);
      let counter = 0;
      let dry = 0;
      for (let i = 0; i < 5000; i++) {
        const { draws, sinceEpic } = drawMany(box, 1, counter, () => rng);
        counter = sinceEpic;
        dry = ['Epic', 'Legendary'].includes(draws[0]!.outcome ?? '') ? 0 : dry + 1;
        expect(dry).toBeLessThan(box.pity);
      }
    }
  });

  it('puts a Rare or better in every 11-draw', () => {
    for (const box of BOXES) {
      const rng = createRng([box.index, 8, 8, 8]);
      for (let i = 0; i < 2000; i++) {
        const { draws } = drawMany(box, 11, 0, () => rng);
        expect(draws).toHaveLength(11);
        expect(
          draws.some(
            (d) => d.outcome !== null && RARITIES.indexOf(d.outcome) >= RARITIES.indexOf('Rare'),
          ),
        ).toBe(true);
      }
    }
  });

  it('gives a piece for every outcome except nothing', () => {
    const rng = createRng([2, 2, 2, 2]);
    const { draws } = drawMany(findBox(2)!, 11, 0, () => rng);
    for (const d of draws) expect(d.item === null).toBe(d.outcome === null);
  });
});
