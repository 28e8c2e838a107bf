import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { onPath } from './journeys';

/** A fight always ends well before this many rounds. */
const MAX_ROUNDS = 60;

/** Enabled right now; false when the button is not on the page (no 30 s auto-wait). */
export async function enabledNow(button: Locator): Promise<boolean> {
  return (await button.count()) > 0 && button.isEnabled({ timeout: 500 }).catch(() => false);
}

/** Attacks (one request at a time: the button is disabled in flight) until the result. */
export async function fightToTheEnd(page: Page): Promise<'win' | 'lose'> {
  const attack = page.getByRole('button', { name: 'Attack', exact: true });
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (onPath(page, '/battle-result')) break;
    await expect
      .poll(() => onPath(page, '/battle-result') || enabledNow(attack), { timeout: 5000 })
      .toBe(true);
    if (onPath(page, '/battle-result')) break;
    // The last answer may still be settling (the final blow is held on screen before the
    // result): a click that finds the button busy or gone goes round again, and the poll
    // above fails the fight if it never comes back.
    await attack.click({ timeout: 5000 }).catch(() => undefined);
  }
  await page.waitForURL('**/battle-result?result=*');
  return new URL(page.url()).searchParams.get('result') === 'win' ? 'win' : 'lose';
}

/** The battle log's lines so far. */
export function battleLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Battle Log' }).getByRole('listitem');
}

/** A button of the battle bar: Attack, a skill, Auto-battle, Use Potion. */
export function barButton(page: Page, name: string): Locator {
  return page
    .getByRole('group', { name: 'Battle actions' })
    .getByRole('button', { name, exact: true });
}

/** The hero's rage or mana now, as its gauge says. */
export async function heroResource(page: Page, name: 'Rage' | 'Mana'): Promise<number> {
  const gauge = page.getByRole('region', { name: 'Hero' }).getByRole('progressbar', { name });
  return Number(await gauge.getAttribute('aria-valuenow'));
}

/** Usable now: not waiting for a request, not cooling down, not short of rage or mana. */
export async function usableNow(button: Locator): Promise<boolean> {
  return (await enabledNow(button)) && (await button.getAttribute('aria-disabled')) !== 'true';
}

/** Plays one round with `act` (a click, a key) and waits until its lines are in the log. */
export async function playRound(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await battleLog(page).count();
  await act();
  await expect.poll(() => battleLog(page).count()).toBeGreaterThan(before);
  // The bar is free again: the next round may start.
  await expect.poll(() => enabledNow(barButton(page, 'Attack'))).toBe(true);
}

/**
 * From now on, counts the battle log's lines after each change, inside the page (so a
 * slow screenshot misses nothing). The function returned reads the counts so far.
 */
export async function watchLogGrowth(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const steps: number[] = [];
    Object.assign(window, { logSteps: steps });
    const list = document.querySelector('[role="log"] ol');
    if (!list) throw new Error('No battle log on screen.');
    new MutationObserver(() => steps.push(list.children.length)).observe(list, {
      childList: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { logSteps: number[] }).logSteps);
}
