import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, captureViewport, pageProblems } from '../support/browser';
import { notify } from '../support/database';
import { openFromMenu } from '../support/journeys';
import { suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** A finished quest told while the player is on a screen: its toast, arrived and still. */
async function questToast(page: Page, username: string): Promise<Box> {
  await notify(username, 'quest.completed', { quest_id: 'slayer', title: 'Slayer' });
  const stack = page.getByRole('status', { name: 'New notifications' });
  await expect.poll(() => stack.getByText(/Slayer/).count()).toBeGreaterThan(0);
  await stack.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  return boxOf(stack.locator(':scope > *').first());
}

/** Into a fight on the tower's first floor; ends with its action bar on screen. */
async function towerFight(page: Page): Promise<Locator> {
  await openFromMenu(page, 'HUNT', '/hunt');
  await page.getByRole('button', { name: 'Start Hunt' }).click();
  await page.waitForURL('**/hunt-battle');
  const actions = page.getByRole('group', { name: 'Battle actions' });
  await actions.waitFor();
  return actions;
}

const quickBar = (page: Page) => page.getByRole('navigation', { name: 'Quick' });

describe('toasts', () => {
  it('stand clear of a fight’s actions on a desktop', async () => {
    const { page, username } = await openAsWarrior(DESKTOP, 'tsd');
    const actions = await towerFight(page);
    const box = await questToast(page, username);
    await captureViewport(page, 'toast-over-fight-desktop');
    expect(overlap(box, await boxOf(actions))).toBe(false);
    expect(pageProblems(page).filter((p) => !/status of 404/.test(p))).toEqual([]);
  });

  it('stand clear of the bottom bar and of a fight’s docked actions on a phone', async () => {
    const { page, username } = await openAsWarrior(PHONE, 'tsp');
    const onHome = await questToast(page, username);
    expect(overlap(onHome, await boxOf(quickBar(page)))).toBe(false);
    const actions = await towerFight(page);
    const inFight = await questToast(page, username);
    await captureViewport(page, 'toast-over-fight-phone');
    expect(overlap(inFight, await boxOf(actions))).toBe(false);
  });
});

describe('a phone’s way around', () => {
  it('keeps the main destinations under the thumb on every screen, the rest a Menu away', async () => {
    const { page } = await openAsWarrior(PHONE, 'nav');
    for (const [name, path] of [
      ['Explore', '/explore'],
      ['Shop', '/shop'],
      ['Hunt', '/hunt'],
      ['Home', '/'],
    ] as const) {
      const bar = quickBar(page);
      const box = await boxOf(bar);
      // Fixed at the foot of the screen, whatever the page's length.
      expect(Math.round(box.y + box.height)).toBe(PHONE.height);
      await bar.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }

    const menu = quickBar(page).getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await captureViewport(page, 'bottom-menu-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await quickBar(page).getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL('**/inventory');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    // At the page's end the footer is all above the bar, Logout away from the thumb.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await boxOf(page.getByRole('contentinfo'));
    const bar = await boxOf(quickBar(page));
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);
    const logout = await boxOf(
      page.getByRole('contentinfo').getByRole('button', { name: 'Logout' }),
    );
    expect(logout.y + logout.height).toBeLessThan((PHONE.height * 2) / 3);
    await captureViewport(page, 'page-end-phone');
  });
});

describe('a page loaded fresh', () => {
  it('starts at the top, not where the page loaded before it was scrolled to', async () => {
    const { page } = await openAsWarrior(PHONE, 'scr');
    await page.goto('/equipment');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.goto('/');
    await page.getByRole('progressbar', { name: 'XP' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
