import type { Direction } from '@demonbane/game/explore';

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  s: 'down',
  a: 'left',
  d: 'right',
};

/** The direction a key moves the hero: the arrow keys and WASD (either case), else null. */
export function keyToDirection(key: string): Direction | null {
  return KEYS[key] ?? KEYS[key.toLowerCase()] ?? null;
}
