import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Hit } from './battle-hits';
import { FighterHits } from './fighter-hits';

const HITS: Hit[] = [
  { target: 'monster', kind: 'damage', amount: 1204, crit: true, blocked: false },
  { target: 'hero', kind: 'heal', amount: 12 },
  { target: 'hero', kind: 'miss' },
];

function renderHits(roundId = 1) {
  return render(
    <FighterHits target="hero" hits={HITS} roundId={roundId}>
      <section aria-label="Hero">card</section>
    </FighterHits>,
  );
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })),
  );
}

describe('FighterHits', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // jsdom has no Element.animate: the stand-in goes with the test.
    delete (Element.prototype as Partial<Element>).animate;
  });

  it("shows only its own fighter's hits, hidden from screen readers (the log says them)", () => {
    renderHits();
    expect(screen.getByTestId('heal-number').textContent).toBe('+12');
    expect(screen.getByTestId('miss-mark').textContent).toBe('Dodged');
    expect(screen.queryByTestId('damage-number')).toBeNull();
    expect(screen.getByTestId('heal-number').parentElement?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('shakes the card struck, each round again; nothing moves under reduced motion', () => {
    const animate = vi.fn(() => ({ cancel: () => {} }) as unknown as Animation);
    Element.prototype.animate = animate;
    reduceMotion(false);
    const struck = (roundId: number) => (
      <FighterHits target="monster" hits={HITS} roundId={roundId}>
        <section aria-label="Monster">card</section>
      </FighterHits>
    );
    const { rerender, unmount } = render(struck(1));
    expect(animate).toHaveBeenCalledTimes(1);
    rerender(struck(2));
    expect(animate).toHaveBeenCalledTimes(2);
    // A heal and a miss are not blows: the hero's card stays still.
    unmount();
    renderHits();
    expect(animate).toHaveBeenCalledTimes(2);

    reduceMotion(true);
    render(struck(3));
    expect(animate).toHaveBeenCalledTimes(2);
    // The numbers still show, standing still (their CSS drops the animation).
    expect(screen.getByTestId('damage-number').textContent).toBe('−1,204Critical!');
  });
});
