import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  browserForSuite,
  newPage,
  pageProblems,
  uniqueName,
} from '../support/browser';
import { capture, newWarrior, onPath } from '../support/journeys';
import { enabledNow, fightToTheEnd } from '../support/battle';

/** Encounters are random (~18% a step in Ashen Hills area 1): 80 steps all but guarantee one. */
const MAX_MOVES = 80;

const browser = browserForSuite();

/** Walks back and forth with the arrow buttons until a monster blocks the way. */
async function walkUntilBattle(page: Page): Promise<number> {
  const ways = ['Move left', 'Move right'] as const;
  for (let move = 0; move < MAX_MOVES; move++) {
    if (onPath(page, '/battle')) return move;
    const button = page.getByRole('button', { name: ways[move % 2] });
    // The controls lock for 300 ms after each move (spec §9).
    await expect
      .poll(() => onPath(page, '/battle') || enabledNow(button), { timeout: 5000 })
      .toBe(true);
    if (onPath(page, '/battle')) return move;
    await button.click();
    const back = page.getByRole('button', { name: ways[(move + 1) % 2] });
    await expect
      .poll(async () => onPath(page, '/battle') || (await enabledNow(back)), { timeout: 5000 })
      .toBe(true);
  }
  await page.waitForURL('**/battle');
  return MAX_MOVES;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('exploring and fighting on %s', (device, viewport) => {
  it('explore → Ashen Hills area 1 → walk → battle → result → back', async () => {
    const { context, page } = await newPage(browser(), viewport);
    await newWarrior(page, uniqueName(`x${device.slice(0, 1)}`));

    // The footer's Explore link opens the map selection.
    await page
      .getByRole('navigation', { name: 'Realm' })
      .getByRole('link', { name: 'Explore' })
      .click();
    await page.waitForURL('**/explore');
    const adventures = page.getByRole('navigation', { name: 'Adventures' });
    expect(await adventures.getByRole('link', { name: /Hunt/ }).getAttribute('href')).toBe('/hunt');
    const ashen = page.getByRole('article', { name: 'Ashen Hills' });
    await ashen.getByRole('button', { name: 'Area 1' }).waitFor();
    expect(await ashen.getByRole('button', { name: 'Area 2 (locked)' }).isDisabled()).toBe(true);
    await capture(page, `explore-${device}`);

    await ashen.getByRole('button', { name: 'Area 1' }).click();
    await page.waitForURL('**/explore-map');
    const board = page.getByRole('img', { name: /^Map of Ashen Hills area 1/ });
    await board.waitFor();
    expect(await board.getAttribute('aria-label')).toContain('column 2, row 2');
    expect(await page.getByRole('button', { name: 'Move up' }).isDisabled()).toBe(true);

    // One step with the keyboard (WASD), then back and forth with the buttons.
    await page.keyboard.press('d');
    await expect
      .poll(async () => onPath(page, '/battle') || (await board.getAttribute('aria-label')))
      .not.toContain('column 2, row 2');
    if (!onPath(page, '/battle')) await capture(page, `explore-map-${device}`);
    const moves = await walkUntilBattle(page);
    expect(moves).toBeLessThan(MAX_MOVES);

    await page.getByRole('heading', { level: 1, name: 'Battle' }).waitFor();
    await page.getByRole('region', { name: 'Monster' }).waitFor();
    expect(await page.getByRole('region', { name: 'Hero' }).getByText('Warrior').count()).toBe(1);
    expect(await page.getByRole('log', { name: 'Battle Log' }).getByRole('listitem').count()).toBe(
      1,
    );
    await page.getByRole('button', { name: 'Attack', exact: true }).click();
    await expect
      .poll(async () =>
        onPath(page, '/battle-result')
          ? 99
          : page.getByRole('log', { name: 'Battle Log' }).getByRole('listitem').count(),
      )
      .toBeGreaterThan(1);
    if (!onPath(page, '/battle-result')) await capture(page, `battle-${device}`);

    const outcome = await fightToTheEnd(page);
    if (outcome === 'win') {
      await page.getByRole('heading', { level: 1, name: 'Victory!' }).waitFor();
      const rewards = page.getByRole('region', { name: 'Rewards' });
      expect(await rewards.getByRole('term').allTextContents()).toEqual(['XP', 'Gold', 'Souls']);
      for (const value of await rewards.getByRole('definition').allTextContents()) {
        expect(value).toMatch(/^\d[\d,]*(\.\d\d[kmb])?$/);
      }
      // The hero was fetched again: the XP bar shows what the fight earned.
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: 'Your hero' })
            .getByRole('progressbar', { name: 'XP' })
            .getAttribute('aria-valuenow'),
        )
        .not.toBe('0');
      await capture(page, `battle-result-${device}`);
      await page.getByRole('link', { name: 'Back to Map' }).click();
      await page.waitForURL('**/explore-map');
      await page.getByRole('img', { name: /^Map of Ashen Hills area 1/ }).waitFor();
      await page.getByRole('button', { name: 'Leave Dungeon' }).click();
      await page.waitForURL('**/explore');
      await ashen.getByRole('button', { name: 'Area 1' }).waitFor();
    } else {
      await page.getByRole('heading', { level: 1, name: 'Defeat' }).waitFor();
      await capture(page, `battle-result-${device}`);
      await page.getByRole('link', { name: 'Back to Map Selection' }).click();
      await page.waitForURL('**/explore');
      await ashen.getByRole('button', { name: 'Area 1' }).waitFor();
    }

    // A reload keeps the player on the map selection (no exploration left behind).
    await page.reload();
    await ashen.getByRole('button', { name: 'Area 1' }).waitFor();
    expect(onPath(page, '/explore')).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
