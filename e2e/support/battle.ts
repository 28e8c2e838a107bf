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
    await attack.click();
  }
  await page.waitForURL('**/battle-result?result=*');
  return new URL(page.url()).searchParams.get('result') === 'win' ? 'win' : 'lose';
}
