import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BattleHints } from './battle-hints';

const tips = () =>
  screen.queryAllByRole('button', { name: /^Close the/ }).map((b) => b.getAttribute('aria-label'));

describe('BattleHints', () => {
  it('each tip, once closed, stays closed for that player on this device', () => {
    const first = render(<BattleHints userId="u1" resource="Rage" />);
    expect(tips()).toEqual([
      'Close the skills tip',
      'Close the potions tip',
      'Close the auto-battle tip',
    ]);
    expect(screen.getByText(/Each costs rage/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close the potions tip' }));
    expect(tips()).toEqual(['Close the skills tip', 'Close the auto-battle tip']);
    first.unmount();

    const again = render(<BattleHints userId="u1" resource="Rage" />);
    expect(tips()).toEqual(['Close the skills tip', 'Close the auto-battle tip']);
    fireEvent.click(screen.getByRole('button', { name: 'Close the skills tip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the auto-battle tip' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    again.unmount();

    render(<BattleHints userId="u1" resource="Rage" />);
    expect(tips()).toEqual([]);
    // Another player on the same device still gets them.
    render(<BattleHints userId="u2" resource="Mana" />);
    expect(tips()).toHaveLength(3);
  });
});
