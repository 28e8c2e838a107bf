import { afterEach, describe, expect, it } from 'vitest';
import { isShortcutEvent } from './shortcut-key';

/** Whether a key pressed on `target` (inside the page) counts as a shortcut. */
function pressedOn(target: HTMLElement, init: KeyboardEventInit = { key: 'a' }): boolean {
  let seen: boolean | null = null;
  const listen = (event: KeyboardEvent) => {
    seen = isShortcutEvent(event);
  };
  window.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  window.removeEventListener('keydown', listen);
  if (seen === null) throw new Error('the key press never reached the window');
  return seen;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('isShortcutEvent', () => {
  it('accepts a plain key press on the page, or on a button', () => {
    expect(isShortcutEvent(new KeyboardEvent('keydown', { key: 'w' }))).toBe(true);
    const button = document.body.appendChild(document.createElement('button'));
    expect(pressedOn(button)).toBe(true);
  });

  it('ignores presses with a modifier (browser shortcuts)', () => {
    expect(isShortcutEvent(new KeyboardEvent('keydown', { key: 'w', ctrlKey: true }))).toBe(false);
    expect(isShortcutEvent(new KeyboardEvent('keydown', { key: 'd', metaKey: true }))).toBe(false);
    expect(isShortcutEvent(new KeyboardEvent('keydown', { key: 'a', altKey: true }))).toBe(false);
  });

  it.each(['input', 'textarea', 'select'] as const)('ignores typing in a %s', (tag) => {
    const field = document.body.appendChild(document.createElement(tag));
    expect(pressedOn(field, { key: 's' })).toBe(false);
  });

  it('ignores keys pressed inside a dialog asking something', () => {
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'alertdialog');
    const keep = dialog.appendChild(document.createElement('button'));
    expect(pressedOn(keep)).toBe(false);
  });

  it('ignores a key a control already handled', () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('keydown', (event) => event.preventDefault());
    expect(pressedOn(button, { key: 'a', cancelable: true })).toBe(false);
  });
});
