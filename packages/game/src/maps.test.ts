import { describe, expect, it } from 'vitest';
import { MAPS, monsterLevelBand } from './maps';
import { findMonster } from './monsters';
import { parseGrid, shortestPath } from './explore';

describe('map content', () => {
  for (const map of MAPS) {
    for (const area of map.areas) {
      const label = `${map.name} area ${area.number}`;
      it(`${label}: a walled rectangle with one start and one reachable goal`, () => {
        const width = area.grid[0]!.length;
        expect(area.grid.every((row) => row.length === width)).toBe(true);
        expect(area.grid[0]).toMatch(/^#+$/);
        expect(area.grid.at(-1)).toMatch(/^#+$/);
        expect(area.grid.every((row) => row.startsWith('#') && row.endsWith('#'))).toBe(true);
        expect(area.grid.join('').match(/S/g)).toHaveLength(1);
        expect(area.grid.join('').match(/G/g)).toHaveLength(1);
        const path = shortestPath(parseGrid(area));
        expect(path).not.toBeNull();
        expect(path!).toBeGreaterThanOrEqual(8);
      });

      it(`${label}: only known monsters at sensible levels`, () => {
        for (const m of area.monsters) {
          expect(findMonster(m.monsterId), m.monsterId).toBeDefined();
          expect(m.minLevel).toBeGreaterThanOrEqual(1);
          expect(m.maxLevel).toBeGreaterThanOrEqual(m.minLevel);
        }
        expect(area.encounterChance).toBeGreaterThan(0);
        expect(area.encounterChance).toBeLessThan(50);
      });
    }
    it(`${map.name}: every area's monsters within its recommended level's band`, () => {
      for (const area of map.areas) {
        const [lo, hi] = monsterLevelBand(area.recommendedLevel);
        for (const m of area.monsters) {
          const where = `area ${area.number} ${m.monsterId}`;
          expect(m.minLevel, where).toBeGreaterThanOrEqual(lo);
          expect(m.maxLevel, where).toBeLessThanOrEqual(hi);
        }
      }
    });

    it(`${map.name}: areas numbered 1..n`, () => {
      expect(map.areas.map((a) => a.number)).toEqual(map.areas.map((_, i) => i + 1));
    });
  }
});

describe('the first hour', () => {
  it('Ashen Hills area 1 fields levels 1–2 only', () => {
    expect(monsterLevelBand(MAPS[0]!.areas[0]!.recommendedLevel)).toEqual([1, 2]);
  });

  it('bosses grow map by map: no boss outlevels the next map’s', () => {
    const bosses = MAPS.map((map) => map.areas.at(-1)!.boss!.level);
    for (let i = 1; i < bosses.length; i++) {
      expect(bosses[i], MAPS[i]!.name).toBeGreaterThan(bosses[i - 1]!);
    }
  });
});
