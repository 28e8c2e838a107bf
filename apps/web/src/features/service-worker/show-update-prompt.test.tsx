import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showUpdatePrompt } from './show-update-prompt';

const prompt = () => screen.queryByRole('status');

afterEach(() => {
  // Its own root, outside RTL's: take it down as 'Later' does.
  const later = prompt() && within(prompt()!).queryByRole('button', { name: 'Later' });
  if (later) act(() => fireEvent.click(later));
});

describe('the update prompt', () => {
  it('says a new version is available, politely, with a Reload button', () => {
    act(() => showUpdatePrompt(() => {}));
    expect(prompt()).toHaveProperty(
      'textContent',
      expect.stringContaining('A new version is available'),
    );
    expect(within(prompt()!).getByRole('button', { name: 'Reload' })).toBeDefined();
    // A status is announced without taking the focus from the game.
    expect(document.activeElement).toBe(document.body);
  });

  it('starts the new version once on Reload and shows it is busy', () => {
    const reload = vi.fn();
    act(() => showUpdatePrompt(reload));
    const button = within(prompt()!).getByRole<HTMLButtonElement>('button', { name: 'Reload' });
    act(() => fireEvent.click(button));
    act(() => fireEvent.click(button));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
  });

  it('goes away on Later, leaving nothing behind', () => {
    const reload = vi.fn();
    act(() => showUpdatePrompt(reload));
    act(() => fireEvent.click(within(prompt()!).getByRole('button', { name: 'Later' })));
    expect(prompt()).toBeNull();
    expect(document.getElementById('update-prompt')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is shown once however often a new version is announced', () => {
    act(() => {
      showUpdatePrompt(() => {});
      showUpdatePrompt(() => {});
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
