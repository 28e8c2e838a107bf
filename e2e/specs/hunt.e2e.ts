import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { capture, pageProblems } from '../support/browser';
import { onPath, openFromFooter } from '../support/journeys';
import { fightToTheEnd } from '../support/battle';
import { atBothWidths, suitePages } from '../support/suite';

/**
 * A level-1 hero wins floor 1 easily and falls within a few floors (floor 5's Gate
 * Warden is level 7, floor 10's boss level 12), so the climb is bounded well before this.
 */
const MAX_FLOOR = 12;

const { openAsWarrior } = suitePages();

/** On /hunt-battle: waits for the fight on `floor` to be shown. */
async function atFloor(page: Page, floor: number) {
  await page.waitForURL('**/hunt-battle');
  await page.getByRole('heading', { level: 1, name: `Floor ${floor}` }).waitFor();
  await page.getByRole('button', { name: 'Attack', exact: true }).waitFor();
}

/** The hero's records on /hunt, e.g. { 'Personal best': '3', 'Season rank': '#1' }. */
async function records(page: Page): Promise<Record<string, string>> {
  const terms = await page.getByRole('term').allTextContents();
  const values = await page.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

atBothWidths('climbing the hunting tower on %s', (device, viewport) => {
  it('/hunt → Start Hunt on floor 1 → win → Next Floor → … → defeat → Back to Hunt', async () => {
    const { page, username } = await openAsWarrior(viewport, `t${device.slice(0, 1)}`);

    // The footer's Hunt link opens the floor selection.
    await openFromFooter(page, 'Hunt', '/hunt');
    await page.getByRole('heading', { level: 1, name: 'The Hunt' }).waitFor();
    const adventures = page.getByRole('navigation', { name: 'Adventures' });
    expect(await adventures.getByRole('link', { name: /Hunt/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    const floorOne = page.getByRole('radio', { name: 'Floor 1', exact: true });
    await floorOne.waitFor({ state: 'attached' });
    expect(await floorOne.isChecked()).toBe(true);
    expect(await page.getByRole('radio').count()).toBe(1);
    await page.getByText('Clear a floor to enter the leaderboard').waitFor();
    expect(await records(page)).toEqual({
      'Season best': '0',
      'Personal best': '0',
      'Season rank': '—',
    });
    const preview = page.getByRole('article', { name: 'Floor 1' });
    expect(await preview.getByText('Imp', { exact: true }).count()).toBe(1);
    await capture(page, `hunt-new-${device}`);

    await page.getByRole('button', { name: 'Start Hunt' }).click();
    await atFloor(page, 1);
    expect(await page.getByText('The Ashen Gate').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Hero' }).getByText('Warrior').count()).toBe(1);
    const log = page.getByRole('log', { name: 'Battle Log' });
    // Silent itself: the battle's live message says each round's lines once.
    expect(await log.getAttribute('aria-live')).toBe('off');
    expect(await log.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Attack', exact: true }).click();
    await expect
      .poll(async () => (onPath(page, '/battle-result') ? 99 : log.getByRole('listitem').count()))
      .toBeGreaterThan(1);
    if (!onPath(page, '/battle-result')) await capture(page, `hunt-battle-${device}`);

    // Floor 1 is an easy win for a new Warrior.
    expect(await fightToTheEnd(page)).toBe('win');
    await page.getByRole('heading', { level: 1, name: 'Victory!' }).waitFor();
    const rewards = page.getByRole('region', { name: 'Rewards' });
    expect(await rewards.getByRole('term').allTextContents()).toEqual(['XP', 'Gold', 'Souls']);
    for (const value of await rewards.getByRole('definition').allTextContents()) {
      expect(value).toMatch(/^\d[\d,]*(\.\d\d[kmb])?$/);
    }
    expect(await page.getByRole('button', { name: 'Clear Floor' }).count()).toBe(1);
    await page.getByText('Climb on to floor 2.').waitFor();
    await capture(page, `hunt-result-${device}`);

    // Next Floor → /hunt → the fight on floor 2.
    await page.getByRole('button', { name: 'Next Floor' }).click();
    await atFloor(page, 2);

    let floor = 2;
    let sawPleaseProceed = false;
    let outcome: 'win' | 'lose' = 'win';
    while (floor <= MAX_FLOOR) {
      if (floor % 5 === 0) await capture(page, `hunt-battle-boss-${device}`);
      outcome = await fightToTheEnd(page);
      if (outcome === 'lose') break;
      await page.getByRole('heading', { level: 1, name: 'Victory!' }).waitFor();
      if (!sawPleaseProceed) {
        // A won floor not yet left: /hunt sends the player to 'Please proceed'.
        sawPleaseProceed = true;
        await page.goto('/hunt');
        await page.waitForURL('**/hunt-error');
        await page.getByRole('heading', { level: 1, name: 'Please proceed' }).waitFor();
        await page.getByText(`Climb on to floor ${floor + 1}.`).waitFor();
        await capture(page, `hunt-error-${device}`);
      }
      await page.getByRole('button', { name: 'Next Floor' }).click();
      floor += 1;
      await atFloor(page, floor);
    }
    expect(outcome).toBe('lose');
    expect(floor).toBeGreaterThanOrEqual(2);

    await page.getByRole('heading', { level: 1, name: 'Defeat' }).waitFor();
    await capture(page, `hunt-defeat-${device}`);
    await page.getByRole('link', { name: 'Back to Hunt' }).click();
    await page.waitForURL('**/hunt');
    await page.getByRole('button', { name: 'Start Hunt' }).waitFor();

    // The floors won are kept: highest ≥ 1, and the leaderboard lists the player.
    const highest = Number((await records(page))['Personal best']);
    // A new hero's first climb is this season's too.
    expect((await records(page))['Season best']).toBe(String(highest));
    expect(highest).toBe(floor - 1);
    expect(highest).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('radio').count()).toBe(highest + 1);
    const board = page.getByRole('region', { name: 'Leaderboard' });
    const own = board.locator('tr[aria-current="true"]');
    await own.waitFor();
    // The name, marked, with the job and level on the line under it.
    expect(await own.getByRole('rowheader').textContent()).toMatch(
      new RegExp(`^${username} \\(you\\)Warrior · Lv \\d+$`),
    );
    const rank = (await records(page))['Season rank'];
    expect(rank).toMatch(/^#\d+$/);
    await page.getByText(`Your rank: ${rank}`).waitFor();
    await capture(page, `hunt-${device}`);

    // With no floor to proceed from, 'Please proceed' still lets the player leave.
    await page.goto('/hunt-error');
    await page.getByRole('heading', { level: 1, name: 'Please proceed' }).waitFor();
    await page.getByRole('button', { name: 'Clear Floor' }).click();
    await page.waitForURL('**/hunt');
    await page.getByRole('button', { name: 'Start Hunt' }).waitFor();

    expect(pageProblems(page)).toEqual([]);
  }, 240_000);
});
