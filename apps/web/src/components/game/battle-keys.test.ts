import { describe, expect, it } from 'vitest';
import { battleKey } from './battle-keys';

describe('battleKey', () => {
  it.each([
    ['a', { kind: 'attack' }],
    ['A', { kind: 'attack' }],
    ['p', { kind: 'potion' }],
    ['P', { kind: 'potion' }],
    ['1', { kind: 'skill', index: 0 }],
    ['2', { kind: 'skill', index: 1 }],
    ['3', { kind: 'skill', index: 2 }],
  ])('%s is %o', (key, action) => {
    expect(battleKey(key)).toEqual(action);
  });

  it.each(['4', '0', 'w', 'Enter', ' ', 'Escape', 'ArrowUp'])('%j is no battle key', (key) => {
    expect(battleKey(key)).toBeNull();
  });
});
