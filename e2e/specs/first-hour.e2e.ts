import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { capture, pageProblems, uniqueName } from '../support/browser';
import { enabledNow, fightToTheEnd } from '../support/battle';
import { wanderUntilBattle } from '../support/exploring';
import { onPath, registerAndLogIn } from '../support/journeys';
import { atBothWidths, suitePages } from '../support/suite';

/** Level 3 takes a handful of wins in Ashen Hills area 1; far more means something broke. */
const MAX_WILD_FIGHTS = 25;

const { open } = suitePages();

/** Home's next-step card (waits for it), as a player reads it. */
async function nextStep(page: Page): Promise<{ title: string; button: string }> {
  const card = page.getByRole('region', { name: 'Next step' });
  await card.getByRole('heading').first().waitFor();
  const title = (await card.getByRole('heading').first().textContent()) ?? '';
  const button = (await card.getByRole('link').first().textContent()) ?? '';
  return { title: title.trim(), button: button.trim() };
}

/** Home, as the header's link opens it; its hero panel is named after the hero. */
async function goHome(page: Page, username: string) {
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('region', { name: username }).waitFor();
}

async function heroLevel(page: Page, username: string): Promise<number> {
  const badge = page.getByRole('region', { name: username }).getByText(/^Lv \d+$/);
  return Number(((await badge.first().textContent()) ?? '').replace(/\D/g, ''));
}

/**
 * Attacks until a blow lands and its number floats over the fighter struck (both sides
 * may miss a round: that round shows its marks, not numbers). False if the fight ended first.
 */
async function blowsShowTheirNumbers(page: Page): Promise<boolean> {
  const attack = page.getByRole('button', { name: 'Attack', exact: true });
  const numbers = page.getByTestId('damage-number');
  const marks = page.locator('[data-testid="damage-number"], [data-testid="miss-mark"]');
  for (let blow = 0; blow < 5; blow++) {
    await expect.poll(() => enabledNow(attack)).toBe(true);
    await attack.click();
    await expect
      .poll(async () => onPath(page, '/battle-result') || (await marks.count()) > 0)
      .toBe(true);
    if ((await numbers.count()) > 0) return true;
    if (onPath(page, '/battle-result')) return false;
  }
  return false;
}

/**
 * On the explore map: walks into a fight and fights it out. Told to rest (a hero below a
 * quarter of its HP may not step into a fight), the player drinks a potion, as the map offers.
 */
async function oneWildFight(page: Page): Promise<'win' | 'lose'> {
  const drink = page.getByRole('button', { name: 'Drink a potion' });
  const met = await wanderUntilBattle(page, async () => {
    if (await enabledNow(drink)) await drink.click();
  });
  expect(met).toBe(true);
  return fightToTheEnd(page);
}

atBothWidths('a new player’s first hour on %s', (device, viewport) => {
  it('register → the next-step card → tower floor 1 → Ashen Hills → level 3, never beaten', async () => {
    const { page } = await open(viewport);
    const username = uniqueName(`fh${device.slice(0, 1)}`);
    await registerAndLogIn(page, username);
    await page.getByRole('radio', { name: /Warrior/ }).check();
    await page.getByRole('button', { name: /take this path/i }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The starter kit is worn from the start, so the card's first step is the tower.
    const slots = page.getByRole('region', { name: 'Equipment' });
    await slots.getByRole('link', { name: /Knife/ }).waitFor();
    expect(await slots.getByRole('link', { name: /Vest/ }).count()).toBe(1);
    expect(await slots.getByRole('link', { name: /Charm/ }).count()).toBe(1);
    expect(await nextStep(page)).toEqual({ title: 'Climb the tower', button: 'Go to the tower' });
    await capture(page, `first-hour-home-${device}`);

    // Step: tower floor 1, a lone Imp. A blow shows its number over the fighter struck.
    await page.getByRole('region', { name: 'Next step' }).getByRole('link').click();
    await page.waitForURL('**/hunt');
    await page.getByRole('button', { name: 'Start Hunt' }).click();
    await page.waitForURL('**/hunt-battle');
    await page.getByRole('button', { name: 'Attack', exact: true }).waitFor();
    expect(await blowsShowTheirNumbers(page)).toBe(true);
    await capture(page, `first-hour-tower-${device}`);
    expect(await fightToTheEnd(page)).toBe('win');
    await page.getByRole('heading', { level: 1, name: 'Victory!' }).waitFor();
    await page.getByRole('button', { name: 'Clear Floor' }).click();
    await page.waitForURL('**/hunt');

    // Step: the first map, at its recommended level. The card has moved on by itself.
    await goHome(page, username);
    expect(await nextStep(page)).toEqual({ title: 'Explore Ashen Hills', button: 'Explore' });
    await page.getByRole('region', { name: 'Next step' }).getByRole('link').click();
    await page.waitForURL('**/explore');
    await page
      .getByRole('article', { name: 'Ashen Hills' })
      .getByRole('button', { name: 'Area 1' })
      .click();
    await page.waitForURL('**/explore-map');

    let fights = 0;
    let level = 1;
    while (level < 3) {
      expect(fights).toBeLessThan(MAX_WILD_FIGHTS);
      const outcome = await oneWildFight(page);
      fights += 1;
      // Monsters of the recommended area never beat a new hero who follows the card.
      expect(outcome).toBe('win');
      await page.getByRole('heading', { level: 1, name: 'Victory!' }).waitFor();
      if (fights === 1) await capture(page, `first-hour-first-win-${device}`);
      await goHome(page, username);
      level = await heroLevel(page, username);
      if (level < 3) {
        await page.goto('/explore-map');
        await page.getByRole('img', { name: /^Map of Ashen Hills area 1/ }).waitFor();
      }
    }

    // Level 3 after a few wins; the card has moved past the first map.
    expect((await nextStep(page)).title).not.toBe('Explore Ashen Hills');
    await capture(page, `first-hour-level-3-${device}`);
    expect(pageProblems(page)).toEqual([]);
  }, 300_000);
});
