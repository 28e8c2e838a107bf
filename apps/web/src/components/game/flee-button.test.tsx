import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FleeButton, fleeCostText } from './flee-button';

function renderFlee(goldLoss: number | null, extra: { pending?: boolean } = {}) {
  const onLeave = vi.fn();
  const view = render(
    <FleeButton
      goldLoss={goldLoss}
      onLeave={onLeave}
      pending={extra.pending ?? false}
      disabled={extra.pending ?? false}
      hint="Leaving mid-fight costs half a defeat."
    >
      Leave
    </FleeButton>,
  );
  return { ...view, onLeave };
}

describe('FleeButton', () => {
  it('with no fight open, leaves in one click', () => {
    const { onLeave } = renderFlee(null);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('mid-fight, asks first and leaves only on Flee', () => {
    const { onLeave } = renderFlee(37);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Flee this fight?' });
    expect(dialog.textContent).toContain(fleeCostText(37));
    fireEvent.click(screen.getByRole('button', { name: 'Flee' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('Keep fighting and Escape back out, focus back on the trigger', () => {
    const { onLeave } = renderFlee(37);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(document.activeElement?.textContent).toBe('Keep fighting');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('while the flight is under way, neither button can be pressed again', () => {
    const { rerender, onLeave } = renderFlee(37);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    rerender(
      <FleeButton goldLoss={37} onLeave={onLeave} pending disabled>
        Leave
      </FleeButton>,
    );
    const flee = screen.getByRole('button', { name: 'Flee' });
    expect(flee.hasAttribute('disabled')).toBe(true);
    expect(flee.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Keep fighting' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('says the cost, or only the HP when there is no gold to lose', () => {
    expect(fleeCostText(1234)).toBe(
      'Fleeing costs 1,234 gold, half a defeat, and your HP drops to 0.',
    );
    expect(fleeCostText(0)).toBe('Fleeing costs no gold now, but your HP drops to 0.');
  });
});
