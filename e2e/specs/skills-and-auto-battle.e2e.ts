import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { capture, captureViewport, pageProblems } from '../support/browser';
import {
  barButton,
  battleLog,
  heroResource,
  playRound,
  usableNow,
  watchLogGrowth,
} from '../support/battle';
import { clearHuntFloors } from '../support/database';
import { onPath, openFromFooter } from '../support/journeys';
import { noHorizontalScroll } from '../support/layout';
import { atBothWidths, suitePages, type Device, type Viewport } from '../support/suite';

const { openAsWarrior } = suitePages();

/** A fight always ends well before this many rounds. */
const MAX_ROUNDS = 30;

/** From anywhere: the tower's floor `floor` (open to the hero), and its fight. */
async function startFloor(page: Page, floor: number) {
  await openFromFooter(page, 'Hunt', '/hunt');
  // 'Floor 5, boss', 'Floor 4': never 'Floor 40'.
  const radio = page.getByRole('radio', { name: new RegExp(`^Floor ${floor}(,|$)`) });
  await radio.waitFor({ state: 'attached' });
  await radio.check();
  await page.getByRole('button', { name: 'Start Hunt' }).click();
  await page.waitForURL('**/hunt-battle');
  await page.getByRole('heading', { level: 1, name: `Floor ${floor}` }).waitFor();
  await barButton(page, 'Attack').waitFor();
}

/** Attacks until `skill` can be used (rage builds in the fray). */
async function attackUntilUsable(page: Page, skill: string) {
  for (let round = 0; !(await usableNow(barButton(page, skill))); round++) {
    expect(round).toBeLessThan(MAX_ROUNDS);
    await playRound(page, () => barButton(page, 'Attack').click());
  }
}

/**
 * On a phone every action sits in the bar at the bottom of the screen, within thumb
 * reach without scrolling, each at least 44 px tall; nothing scrolls sideways.
 */
async function expectThumbReach(page: Page, viewport: Viewport) {
  expect(await noHorizontalScroll(page)).toBe(true);
  const names = ['Attack', 'Heavy Strike', 'Shield Wall', 'War Cry', 'Auto-battle', 'Use Potion'];
  for (const name of names) {
    const box = await barButton(page, name).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
    expect(box!.y, name).toBeGreaterThan(viewport.height * 0.7);
  }
}

/** The battle as the player sees it: the whole page, and on a phone the screen itself. */
async function captureBattle(page: Page, name: string, device: Device) {
  await capture(page, `${name}-${device}`);
  if (device === 'phone') await captureViewport(page, `${name}-${device}-screen`);
}

atBothWidths('skills and auto-battle on %s', (device, viewport) => {
  it('a skill by its key and one by its button: the rage and the cooldown shown change', async () => {
    const { page, username } = await openAsWarrior(viewport, `k${device.slice(0, 1)}`);
    // Floor 4's demon outlasts the few rounds this takes.
    await clearHuntFloors(username, 3);
    await startFloor(page, 4);

    // The gauge and the buttons agree: Heavy Strike needs 30 rage.
    const start = await heroResource(page, 'Rage');
    expect(start).toBeGreaterThan(0);
    const heavy = barButton(page, 'Heavy Strike');
    expect(await heavy.getAttribute('aria-disabled')).toBe(start < 30 ? 'true' : null);
    const wall = barButton(page, 'Shield Wall');
    expect(await wall.getAttribute('aria-keyshortcuts')).toBe('2');
    expect(await wall.getAttribute('title')).toMatch(/block/i);
    if (device === 'phone') {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectThumbReach(page, viewport);
    }

    // Key 2: Shield Wall, a guard (20 rage) instead of a strike: the round brings back
    // at most 15 (10 for a hit taken before the guard is up, 5 at its end), so the rage
    // falls, and the button shows a 3-round wait.
    await attackUntilUsable(page, 'Shield Wall');
    const before = await heroResource(page, 'Rage');
    await playRound(page, () => page.keyboard.press('2'));
    expect(await battleLog(page).allTextContents()).toContainEqual(
      expect.stringMatching(/^Shield Wall! You brace/),
    );
    expect(await heroResource(page, 'Rage')).toBeLessThan(before);
    // Screen readers hear the round's lines once, together.
    expect(await page.locator('p.sr-only[role="status"]').textContent()).toMatch(
      /Shield Wall! You brace/,
    );
    expect(await wall.getAttribute('aria-disabled')).toBe('true');
    expect(await wall.textContent()).toMatch(/3 rounds$/);
    await captureBattle(page, 'skills-cooldown', device);

    // Heavy Strike's button (30 rage); the wait on Shield Wall counts down meanwhile.
    await attackUntilUsable(page, 'Heavy Strike');
    await playRound(page, () => barButton(page, 'Heavy Strike').click());
    expect(await battleLog(page).allTextContents()).toContainEqual(
      expect.stringMatching(/^Heavy Strike! /),
    );
    expect(onPath(page, '/hunt-battle')).toBe(true);
    expect(Number((await wall.textContent())?.match(/(\d) rounds?$/)?.[1] ?? 0)).toBeLessThan(3);

    expect(pageProblems(page)).toEqual([]);
  }, 120_000);

  it('a boss warns of its special move; auto-battle plays the rest and ends on the result', async () => {
    const { page, username } = await openAsWarrior(viewport, `b${device.slice(0, 1)}`);
    await clearHuntFloors(username, 4);
    await startFloor(page, 5);

    // The Gate Warden's Portcullis Slam comes every fourth round, warned the round before.
    const warning = page.getByText('Next round', { exact: true });
    for (let round = 0; (await warning.count()) === 0; round++) {
      expect(round).toBeLessThan(6);
      await playRound(page, () => page.keyboard.press('a'));
    }
    expect(await page.getByText(/Portcullis Slam next round/).count()).toBeGreaterThan(0);
    await captureBattle(page, 'skills-boss-intent', device);

    // To the end; with reduced motion the rounds land at once, then the result.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('combobox', { name: 'Stop' }).selectOption({ label: 'Never' });
    await barButton(page, 'Auto-battle').click();
    await page.waitForURL('**/battle-result?result=*', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: /^(Victory!|Defeat)$/ }).waitFor();
    await capture(page, `skills-boss-result-${device}`);
    expect(pageProblems(page)).toEqual([]);
  }, 120_000);

  it('auto-battle on floor 1 plays back round by round, then the victory', async () => {
    const { page } = await openAsWarrior(viewport, `u${device.slice(0, 1)}`);
    await startFloor(page, 1);
    const stop = page.getByRole('combobox', { name: 'Stop' });
    expect(await stop.inputValue()).toBe('30');
    await stop.selectOption({ label: 'Never' });

    const logSteps = await watchLogGrowth(page);
    await barButton(page, 'Auto-battle').click();
    // While it plays back, the same button skips.
    await barButton(page, 'Skip').waitFor();
    await captureViewport(page, `skills-auto-playing-${device}`);
    await page.waitForURL('**/battle-result?result=*');
    // The log grew in more than one step: the rounds came one after another.
    expect((await logSteps()).length).toBeGreaterThan(1);
    await page.getByRole('heading', { level: 1, name: 'Victory!' }).waitFor();
    await page.getByRole('region', { name: 'Rewards' }).waitFor();
    await capture(page, `skills-auto-result-${device}`);
    expect(pageProblems(page)).toEqual([]);
  }, 120_000);
});
