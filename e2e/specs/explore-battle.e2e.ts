import { expect, it } from 'vitest';
import { capture, pageProblems } from '../support/browser';
import { onPath, openFromFooter } from '../support/journeys';
import { fightToTheEnd } from '../support/battle';
import { walkUntilBattle } from '../support/exploring';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

atBothWidths('exploring and fighting on %s', (device, viewport) => {
  it('explore → Ashen Hills area 1 → walk → battle → result → back', async () => {
    const { page } = await openAsWarrior(viewport, `x${device.slice(0, 1)}`);

    // The footer's Explore link opens the map selection.
    await openFromFooter(page, 'Explore', '/explore');
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
    expect(await walkUntilBattle(page, 'Move left')).toBe(true);

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
  });
});
