import { describe, expect, it } from 'vitest';
import { keyToDirection } from './key-direction';

describe('keyToDirection', () => {
  it.each([
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['w', 'up'],
    ['a', 'left'],
    ['s', 'down'],
    ['d', 'right'],
    ['W', 'up'],
    ['A', 'left'],
    ['S', 'down'],
    ['D', 'right'],
  ])('%s moves %s', (key, direction) => {
    expect(keyToDirection(key)).toBe(direction);
  });

  it.each(['Enter', ' ', 'q', 'e', 'Tab', 'Escape', 'arrowup'])('%j is not a move', (key) => {
    expect(keyToDirection(key)).toBeNull();
  });
});
