import { describe, expect, it } from 'vitest';
import {
  allowedDirections,
  parseGrid,
  reveal,
  rollEncounter,
  shortestRoute,
  step,
  visibleRows,
} from './explore';
import type { AreaDef } from './maps';
import { createRng } from './rng';

const AREA: AreaDef = {
  number: 1,
  recommendedLevel: 1,
  encounterChance: 25,
  monsters: [
    { monsterId: 'imp', minLevel: 1, maxLevel: 2, weight: 3 },
    { monsterId: 'ghoul', minLevel: 3, maxLevel: 3, weight: 1 },
  ],
  grid: ['#####', '#S..#', '#.#G#', '#####'],
};
const grid = parseGrid(AREA);

describe('grid movement', () => {
  it('finds the start and goal', () => {
    expect(grid.start).toEqual({ x: 1, y: 1 });
    expect(grid.goal).toEqual({ x: 3, y: 2 });
  });

  it('allows only directions onto floor', () => {
    expect(allowedDirections(grid, 1, 1)).toEqual(['down', 'right']);
    expect(allowedDirections(grid, 3, 1)).toEqual(['down', 'left']);
  });

  it('steps one tile', () => {
    expect(step(1, 1, 'right')).toEqual({ x: 2, y: 1 });
    expect(step(1, 1, 'up')).toEqual({ x: 1, y: 0 });
  });
});

describe('fog of war', () => {
  it('reveals the 3×3 square around the hero and hides the rest', () => {
    const seen = reveal(grid, '', 1, 1);
    expect(visibleRows(grid, seen)).toEqual(['###??', '#S.??', '#.#??', '?????']);
    const more = reveal(grid, seen, 2, 1);
    expect(visibleRows(grid, more)).toEqual(['####?', '#S..?', '#.#G?', '?????']);
  });
});

describe('rollEncounter', () => {
  it('meets monsters at about the area’s rate, by weight, within level ranges', () => {
    const rng = createRng([1, 2, 3, 4]);
    let met = 0;
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) {
      const e = rollEncounter(AREA, rng);
      if (!e) continue;
      met++;
      counts[e.monsterId] = (counts[e.monsterId] ?? 0) + 1;
      if (e.monsterId === 'imp') expect([1, 2]).toContain(e.level);
      else expect(e.level).toBe(3);
    }
    expect(met / 20_000).toBeGreaterThan(0.23);
    expect(met / 20_000).toBeLessThan(0.27);
    expect(counts.imp! / met).toBeGreaterThan(0.7);
    expect(counts.imp! / met).toBeLessThan(0.8);
  });
});

describe('shortestRoute', () => {
  it('walks from start to goal', () => {
    expect(shortestRoute(grid)).toEqual(['right', 'right', 'down']);
  });
});
