import type { AreaDef } from './maps';
import type { Rng } from './rng';
import type { MonsterId } from './monsters';

export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const STEP: Record<Direction, [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

export interface Grid {
  width: number;
  height: number;
  rows: readonly string[];
  start: { x: number; y: number };
  goal: { x: number; y: number };
}

export function parseGrid(area: AreaDef): Grid {
  const rows = area.grid;
  let start: Grid['start'] | undefined;
  let goal: Grid['goal'] | undefined;
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === 'S') start = { x, y };
      if (row[x] === 'G') goal = { x, y };
    }
  });
  if (!start || !goal) throw new Error(`Area ${area.number} needs a start and a goal`);
  return { width: rows[0]?.length ?? 0, height: rows.length, rows, start, goal };
}

export function isWalkable(grid: Grid, x: number, y: number): boolean {
  const tile = grid.rows[y]?.[x];
  return tile !== undefined && tile !== '#';
}

/** Spec §3 `next`: the directions the hero may move from here. */
export function allowedDirections(grid: Grid, x: number, y: number): Direction[] {
  return DIRECTIONS.filter((d) => isWalkable(grid, x + STEP[d][0], y + STEP[d][1]));
}

export function step(x: number, y: number, direction: Direction): { x: number; y: number } {
  return { x: x + STEP[direction][0], y: y + STEP[direction][1] };
}

/** The hero sees the tiles around them (a 3×3 square): fog of war is lifted as they walk. */
export const SIGHT = 1;

/** Seen tiles as a string of '0'/'1', row by row (how it is stored). */
export function reveal(grid: Grid, seen: string, x: number, y: number): string {
  const bits = (
    seen.length === grid.width * grid.height ? seen : '0'.repeat(grid.width * grid.height)
  ).split('');
  for (let dy = -SIGHT; dy <= SIGHT; dy++) {
    for (let dx = -SIGHT; dx <= SIGHT; dx++) {
      const tx = x + dx;
      const ty = y + dy;
      if (tx >= 0 && ty >= 0 && tx < grid.width && ty < grid.height)
        bits[ty * grid.width + tx] = '1';
    }
  }
  return bits.join('');
}

/** The map as the player sees it: unseen tiles are '?'. */
export function visibleRows(grid: Grid, seen: string): string[] {
  return grid.rows.map((row, y) =>
    row
      .split('')
      .map((tile, x) => (seen[y * grid.width + x] === '1' ? tile : '?'))
      .join(''),
  );
}

/** Rolls for a monster on a step. Returns the monster and its level, or null. */
export function rollEncounter(
  area: AreaDef,
  rng: Rng,
): { monsterId: MonsterId; level: number } | null {
  if (!rng.chance(area.encounterChance, 100)) return null;
  const total = area.monsters.reduce((sum, m) => sum + m.weight, 0);
  let roll = rng.int(1, total);
  for (const m of area.monsters) {
    roll -= m.weight;
    if (roll <= 0) return { monsterId: m.monsterId, level: rng.int(m.minLevel, m.maxLevel) };
  }
  return null;
}

/** The directions of a shortest walk from (x, y) to the goal, or null if there is none. */
export function shortestRoute(
  grid: Grid,
  from: { x: number; y: number } = grid.start,
): Direction[] | null {
  const key = (x: number, y: number) => y * grid.width + x;
  const came = new Map<number, { prev: number; dir: Direction } | null>([
    [key(from.x, from.y), null],
  ]);
  const queue = [from];
  while (queue.length > 0) {
    const cur = queue.shift()!;
    if (cur.x === grid.goal.x && cur.y === grid.goal.y) {
      const route: Direction[] = [];
      let k = key(cur.x, cur.y);
      for (let link = came.get(k); link; link = came.get(k)) {
        route.unshift(link.dir);
        k = link.prev;
      }
      return route;
    }
    for (const dir of allowedDirections(grid, cur.x, cur.y)) {
      const next = step(cur.x, cur.y, dir);
      if (!came.has(key(next.x, next.y))) {
        came.set(key(next.x, next.y), { prev: key(cur.x, cur.y), dir });
        queue.push(next);
      }
    }
  }
  return null;
}

/** Shortest number of steps from start to goal (for content checks and the simulator). */
export function shortestPath(grid: Grid): number | null {
  return shortestRoute(grid)?.length ?? null;
}
