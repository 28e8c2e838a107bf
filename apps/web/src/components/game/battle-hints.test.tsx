import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BattleHints } from './battle-hints';

/** Each open tip's title, as its close button is described. */
const tips = () =>
  screen
    .queryAllByRole('button', { name: 'Close this tip' })
    .map(
      (b) =>
        document.getElementById(b.getAttribute('aria-describedby') ?? '')?.firstChild?.textContent,
    );

const closeTip = (title: string) =>
  fireEvent.click(
    screen
      .getAllByRole('button', { name: 'Close this tip' })
      .find((b) =>
        document
          .getElementById(b.getAttribute('aria-describedby') ?? '')
          ?.textContent?.startsWith(title),
      )!,
  );

describe('BattleHints', () => {
  it('each tip, once closed, stays closed for that player on this device', () => {
    const first = render(<BattleHints userId="u1" resource="Rage" />);
    expect(tips()).toEqual(['Skills.', 'Potions.', 'Auto-battle.']);
    expect(screen.getByText(/Each costs rage/)).toBeDefined();
    closeTip('Potions.');
    expect(tips()).toEqual(['Skills.', 'Auto-battle.']);
    first.unmount();

    const again = render(<BattleHints userId="u1" resource="Rage" />);
    expect(tips()).toEqual(['Skills.', 'Auto-battle.']);
    closeTip('Skills.');
    closeTip('Auto-battle.');
    expect(screen.queryByRole('complementary')).toBeNull();
    again.unmount();

    render(<BattleHints userId="u1" resource="Rage" />);
    expect(tips()).toEqual([]);
    // Another player on the same device still gets them.
    render(<BattleHints userId="u2" resource="Mana" />);
    expect(tips()).toHaveLength(3);
  });
});
