import { describe, expect, it } from 'vitest';
import { isMoveKeyEvent, keyToDirection } from './key-direction';

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

describe('isMoveKeyEvent', () => {
  it('accepts a plain key press on the page', () => {
    expect(isMoveKeyEvent(new KeyboardEvent('keydown', { key: 'w' }))).toBe(true);
  });

  it('ignores presses with a modifier (browser shortcuts)', () => {
    expect(isMoveKeyEvent(new KeyboardEvent('keydown', { key: 'w', ctrlKey: true }))).toBe(false);
    expect(isMoveKeyEvent(new KeyboardEvent('keydown', { key: 'd', metaKey: true }))).toBe(false);
    expect(isMoveKeyEvent(new KeyboardEvent('keydown', { key: 'a', altKey: true }))).toBe(false);
  });

  it('ignores typing in a field', () => {
    const input = document.createElement('input');
    document.body.append(input);
    let seen: boolean | null = null;
    input.addEventListener('keydown', (event) => {
      seen = isMoveKeyEvent(event);
    });
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true }));
    expect(seen).toBe(false);
    input.remove();
  });
});
