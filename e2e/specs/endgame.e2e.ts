import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageProblems } from '../support/browser';
import { clearHuntFloors, raiseToLevelCap } from '../support/database';
import { openFromFooter } from '../support/journeys';
import { captureFitting, smallTouchTargets } from '../support/layout';
import { amount, purseGold } from '../support/purse';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

/** Gold the fixture adds: enough for a refining try and a Bronze Frame, whatever their prices. */
const GOLD = 100_000;

/** Nothing in the page's main area too small for a fingertip, no sideways scroll; captured. */
async function expectTouchable(page: Page, name: string) {
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  await captureFitting(page, name);
}

atBothWidths('the endgame on %s', (device, viewport) => {
  it('level 50: refine a slot, buy and wear a frame, ascend, choose a root job again', async () => {
    const { page, username } = await openAsWarrior(viewport, `g${device.slice(0, 1)}`);
    // A level-50 Berserker wearing a level-40 sword, as levelling there would leave it.
    await raiseToLevelCap(username, { gold: GOLD, weapon: 'obsidian-greatsword' });
    await page.reload();
    const card = page.getByRole('region', { name: 'You may ascend' });
    await card.waitFor();
    await expect.poll(() => purseGold(page)).toBeGreaterThanOrEqual(GOLD);
    const start = await purseGold(page);
    await expectTouchable(page, `home-level-50-${device}`);

    // One refining try on the weapon slot: success or failure, its gold is spent.
    await openFromFooter(page, 'Equipment', '/equipment');
    await page.getByRole('link', { name: 'Refine and enchant slots' }).click();
    await page.waitForURL((url) => url.pathname === '/upgrades');
    const weapon = page.getByRole('article', { name: /^Weapon/ });
    const tryCost = amount(
      await weapon
        .getByRole('term')
        .filter({ hasText: 'Next refining try' })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    );
    expect(tryCost).toBeGreaterThan(0);
    await expectTouchable(page, `upgrades-${device}`);
    await weapon.getByRole('button', { name: 'Refine Weapon' }).click();
    const said = weapon.getByText(/^(Your weapon slot is now \+1\.|The refining fails\.)/);
    await said.waitFor();
    await expect.poll(() => purseGold(page)).toBe(start - tryCost);
    await expectTouchable(page, `upgrades-refined-${device}`);

    // A frame bought for gold and worn: the hero card draws it.
    await page.goto('/');
    await page.getByRole('link', { name: 'Titles and frames' }).click();
    await page.waitForURL((url) => url.pathname === '/cosmetics');
    const bronze = page.getByRole('article', { name: 'Bronze Frame' });
    await bronze.getByText('For sale').waitFor();
    const price = amount(
      await bronze
        .getByText(/^[\d,]+ gold$/)
        .first()
        .textContent(),
    );
    expect(price).toBeGreaterThan(0);
    await expectTouchable(page, `cosmetics-${device}`);
    await bronze.getByRole('button', { name: 'Buy Bronze Frame' }).click();
    await bronze.getByRole('alertdialog', { name: 'Buy Bronze Frame?' }).waitFor();
    await bronze.getByRole('button', { name: 'Buy', exact: true }).click();
    await bronze.getByRole('button', { name: 'Wear Bronze Frame' }).click();
    await bronze.getByRole('button', { name: 'Take off Bronze Frame' }).waitFor();
    const beforeAscending = start - tryCost - price;
    await expect.poll(() => purseGold(page)).toBe(beforeAscending);

    // The ascension screen from Home's card: the tithe is half the gold held.
    await page.goto('/');
    await card.getByRole('link', { name: 'See the ascension' }).click();
    await page.waitForURL((url) => url.pathname === '/ascend');
    await page.getByRole('heading', { level: 1, name: 'Ascension' }).waitFor();
    const tithe = Math.floor(beforeAscending / 2);
    await page
      .getByText(`Now that would be ${tithe.toLocaleString('en-US')} gold`, { exact: false })
      .waitFor();
    await expectTouchable(page, `ascend-${device}`);
    await page.getByRole('button', { name: 'Ascend', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Ascend for the 1st time?' });
    await confirm.waitFor();
    await captureFitting(page, `ascend-confirm-${device}`);
    await confirm.getByRole('button', { name: 'Ascend', exact: true }).click();

    // Back to a root job, with the news.
    await page.waitForURL('**/assign-job');
    await page.getByText('You have ascended: choose your path again.').waitFor();
    await page.getByRole('radio', { name: /Magician/ }).check();
    await captureFitting(page, `ascended-assign-job-${device}`);
    await page.getByRole('button', { name: /take this path/i }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Home: a level-1 Magician with one ascension, the frame kept, half the gold left.
    const hero = page.getByRole('region', { name: new RegExp(username) });
    await hero.getByRole('img', { name: '1 ascension' }).waitFor();
    await hero.getByText('Magician', { exact: true }).waitFor();
    expect(
      await hero.getByRole('img', { name: 'Magician portrait' }).getAttribute('data-frame'),
    ).toBe('bronze-frame');
    expect(await card.count()).toBe(0);
    await expect.poll(() => purseGold(page)).toBe(beforeAscending - tithe);
    await captureFitting(page, `ascended-home-${device}`);
    expect(pageProblems(page)).toEqual([]);
  });

  it('the tower goes on past floor 200, its monsters marked by the Abyss', async () => {
    const { page, username } = await openAsWarrior(viewport, `m${device.slice(0, 1)}`);
    await clearHuntFloors(username, 210);
    await openFromFooter(page, 'Hunt', '/hunt');
    const preview = page.getByRole('article', { name: 'Floor 211' });
    await preview.getByText('Frenzied, Ironhide').waitFor();
    await captureFitting(page, `hunt-marks-${device}`);
  });
});
