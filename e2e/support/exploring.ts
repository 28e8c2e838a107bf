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

const WAYS = ['Move up', 'Move down', 'Move left', 'Move right'] as const;
type AnyWay = (typeof WAYS)[number];
const OPPOSITE: Record<AnyWay, AnyWay> = {
  'Move up': 'Move down',
  'Move down': 'Move up',
  'Move left': 'Move right',
  'Move right': 'Move left',
};

/** The ways open right now (the controls lock for 300 ms after each move). */
async function openWays(page: Page): Promise<AnyWay[]> {
  const open: AnyWay[] = [];
  for (const way of WAYS)
    if (await enabledNow(page.getByRole('button', { name: way }))) open.push(way);
  return open;
}

/**
 * On /explore-map, wherever the hero stands: steps back and forth between two open tiles
 * until a monster blocks the way; `beforeStep` runs before each step (to drink a potion
 * when the map says the hero must rest). False if no fight came within MAX_MOVES.
 */
export async function wanderUntilBattle(
  page: Page,
  beforeStep: () => Promise<void> = async () => {},
): Promise<boolean> {
  let last: AnyWay | null = null;
  for (let move = 0; move < MAX_MOVES; move++) {
    let ways: AnyWay[] = [];
    await expect
      .poll(async () => onPath(page, '/battle') || (ways = await openWays(page)).length > 0, {
        timeout: 5000,
      })
      .toBe(true);
    if (onPath(page, '/battle')) return true;
    await beforeStep();
    const way: AnyWay | undefined =
      last !== null && ways.includes(OPPOSITE[last]) ? OPPOSITE[last] : ways[0];
    if (way === undefined) continue;
    await page.getByRole('button', { name: way }).click();
    last = way;
  }
  return onPath(page, '/battle');
}
