import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { enabledNow } from './battle';
import { onPath } from './journeys';

/** Encounters are random (~18% a step in Ashen Hills area 1): 80 steps all but guarantee one. */
const MAX_MOVES = 80;

type Way = 'Move left' | 'Move right';

/**
 * On /explore-map: steps back and forth with the arrow buttons, `first` way first, until a
 * monster blocks the way. False if none did within MAX_MOVES.
 */
export async function walkUntilBattle(page: Page, first: Way): Promise<boolean> {
  const ways: readonly Way[] =
    first === 'Move left' ? ['Move left', 'Move right'] : ['Move right', 'Move left'];
  for (let move = 0; move < MAX_MOVES; move++) {
    if (onPath(page, '/battle')) return true;
    const button = page.getByRole('button', { name: ways[move % 2] });
    // The controls lock for 300 ms after each move (spec §9).
    await expect
      .poll(() => onPath(page, '/battle') || enabledNow(button), { timeout: 5000 })
      .toBe(true);
    if (onPath(page, '/battle')) return true;
    await button.click();
    // The move has landed once the way back unlocks (or a battle has begun).
    const back = page.getByRole('button', { name: ways[(move + 1) % 2] });
    await expect
      .poll(async () => onPath(page, '/battle') || (await enabledNow(back)), { timeout: 5000 })
      .toBe(true);
  }
  return onPath(page, '/battle');
}
