import { expect, it } from 'vitest';
import { pageProblems } from '../support/browser';
import { onPath, openFromFooter, openFromMenu } from '../support/journeys';
import { captureFitting } from '../support/layout';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

atBothWidths('fleeing, boss bounties and HP regeneration on %s', (device, viewport) => {
  it('/hunt bounties → floor 1 → Attack → Leave the Tower → confirm → defeat → Home regen', async () => {
    const { page } = await openAsWarrior(viewport, `f${device.slice(0, 1)}`);

    // A new hero is whole: regeneration has nothing left to do.
    const regen = page.getByText(/HP\/min/).locator('..');
    await expect.poll(() => regen.textContent()).toMatch(/^\+[\d.]+ HP\/min·HP full$/);

    await openFromFooter(page, 'Hunt', '/hunt');
    const bounties = page.getByRole('region', { name: 'Boss Bounties' });
    const warden = bounties.getByRole('listitem', { name: 'Floor 5: Gate Warden' });
    await warden.waitFor();
    expect(await warden.textContent()).toContain('Bounty ×3 unclaimed');
    await page.getByRole('radio', { name: 'Floor 1', exact: true }).waitFor({ state: 'attached' });
    await captureFitting(page, `hunt-bounties-${device}`);

    await page.getByRole('button', { name: 'Start Hunt' }).click();
    await page.waitForURL('**/hunt-battle');
    await page.getByRole('heading', { level: 1, name: 'Floor 1' }).waitFor();
    const log = page.getByRole('log', { name: 'Battle Log' });
    await page.getByRole('button', { name: 'Attack', exact: true }).click();
    // A level 1 Imp outlasts one blow from a new Warrior: the fight is still on.
    await expect.poll(() => log.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(onPath(page, '/hunt-battle')).toBe(true);

    const leave = page.getByRole('button', { name: 'Leave the Tower' });
    await expect.poll(() => leave.isEnabled()).toBe(true);
    await leave.click();
    const dialog = page.getByRole('alertdialog', { name: 'Flee this fight?' });
    await dialog.waitFor();
    // A novice flees for half its defeat's cost: 25 gold (at most) halved, rounded up.
    expect(await dialog.textContent()).toContain(
      'Fleeing costs 13 gold, half a defeat, and your HP drops to 0.',
    );
    await captureFitting(page, `hunt-battle-flee-${device}`);

    await dialog.getByRole('button', { name: 'Flee', exact: true }).click();
    await page.waitForURL('**/battle-result?result=lose');
    await page.getByRole('heading', { level: 1, name: 'Defeat' }).waitFor();
    await page.getByText('You fled the field, for half the cost of a defeat.').waitFor();
    expect(await page.getByText(/^You lost/).textContent()).toBe('You lost 13 gold.');

    // Home: the purse paid for it, and HP comes back on its own, counted down live.
    await openFromMenu(page, 'Home', '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => regen.textContent()).toMatch(/^\+[\d.]+ HP\/min·Full in \d+ min/);
    const first = await regen.textContent();
    await expect.poll(() => regen.textContent(), { timeout: 4000 }).not.toBe(first);
    const purse = await page.getByRole('definition').allTextContents();
    expect(purse).toContain('1,487');
    await captureFitting(page, `home-regen-${device}`);

    expect(pageProblems(page)).toEqual([]);
  }, 120_000);
});
