import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { capture, pageProblems, uniqueName } from '../support/browser';
import { onPath, openFromMenu, registerAndLogIn } from '../support/journeys';
import { fightToTheEnd } from '../support/battle';
import { walkUntilBattle } from '../support/exploring';
import { finishQuest, setArenaRating } from '../support/database';
import { atBothWidths, suitePages } from '../support/suite';

const { open, openAsWarrior } = suitePages();

/**
 * Runs axe on each screen as the player reaches it and keeps every violation, so one
 * run lists them all (rule id, element, screen) rather than stopping at the first.
 */
function auditor(page: Page, device: string) {
  const found: string[] = [];
  const screens: string[] = [];
  return {
    found,
    screens,
    /**
     * Waits for the screen to settle (its document title, a heading, `ready` shown and
     * nothing loading: not the screen before it, still on show), then audits it.
     */
    async check(name: string, title: string, ready?: Locator) {
      await expect.poll(() => page.title()).toContain(title);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (ready) await ready.first().waitFor();
      await expect.poll(() => page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
      screens.push(name);
      // Every screen as the audit saw it: the record compared before and after a UI change.
      await capture(page, `screen-${device}-${name.replaceAll(' ', '-')}`);
      found.push(...describeViolations(`${name} (${device})`, await axeViolations(page)));
    },
  };
}

atBothWidths('WCAG 2.1 A/AA (axe-core) on %s', (device, viewport) => {
  it('every screen, reached as a player reaches it, has no violation', async () => {
    const { page } = await open(viewport);
    // Settled colours and positions: no transition caught halfway by the contrast rule.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { found, screens, check } = auditor(page, device);
    const username = uniqueName(`a${device.slice(0, 1)}`);

    // Logged out: the login form at /, the register form, an unknown address.
    await page.goto('/');
    await check('login', 'Log In', page.getByRole('button', { name: 'Log In' }));
    await page.goto('/no-such-page');
    await check('not-found', 'Lost in the Dark');
    await page.goto('/register');
    await check('register', 'Register', page.getByRole('button', { name: /register/i }));

    // Register, log in, choose a path.
    await registerAndLogIn(page, username);
    await check('assign-job', 'Choose Your Path', page.getByRole('radio', { name: /Warrior/ }));
    await page.getByRole('radio', { name: /Warrior/ }).check();
    await page.getByRole('button', { name: /take this path/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await check('home', 'Home', page.getByText('Warrior', { exact: true }));

    // The daily quests: one finished to claim, then claimed.
    await finishQuest(username);
    await page.reload();
    const claim = page.getByRole('button', { name: /^Claim / });
    await check('home with a quest to claim', 'Home', claim);
    await claim.click();
    await check('home after a claim', 'Home', page.getByText('Claimed', { exact: true }));

    // The shops, with a purchase's message on screen.
    await openFromMenu(page, 'SHOP', '/shop');
    await check(
      'shop',
      'Gold Shop',
      page.getByRole('region', { name: 'Wares for gold' }).getByRole('article'),
    );
    await page.getByRole('button', { name: /^Buy Minor Healing Potion/ }).click();
    await check(
      'shop after a purchase',
      'Gold Shop',
      page.getByText('Purchase successful', { exact: true }),
    );
    await openFromMenu(page, 'Premium Shop', '/shop-premium');
    await check(
      'shop-premium',
      'Premium Shop',
      page.getByRole('region', { name: 'Wares for souls' }).getByRole('article'),
    );

    await openFromMenu(page, 'Inventory', '/inventory');
    await check(
      'inventory',
      'Inventory',
      page.getByRole('article', { name: 'Minor Healing Potion' }),
    );
    await openFromMenu(page, 'Equipment', '/equipment');
    await check('equipment', 'Equipment');
    await openFromMenu(page, 'FORGE', '/forge');
    await check('forge', 'Forge');
    await openFromMenu(page, 'Combine', '/combine');
    await check('combine', 'Combine');
    await page
      .getByRole('navigation', { name: 'Smithy' })
      .getByRole('link', { name: 'Upgrades' })
      .click();
    await check('upgrades', 'Slot Upgrades', page.getByRole('button', { name: 'Refine Weapon' }));

    // The hero card's renown links: ascension (refused below level 50), titles and frames.
    await openFromMenu(page, 'HOME', '/');
    await page.getByRole('link', { name: 'Ascension', exact: true }).click();
    await check('ascend', 'Ascension', page.getByText('Ascension opens at level 50'));
    await openFromMenu(page, 'HOME', '/');
    await page.getByRole('link', { name: 'Titles and frames' }).click();
    await check(
      'cosmetics',
      'Titles and Frames',
      page.getByRole('article', { name: 'Gold Frame' }),
    );

    // Gacha: the boxes, one draw's result, the audit.
    await openFromMenu(page, 'Gacha', '/gacha');
    const coffer = page.getByRole('article', { name: 'Ashen Coffer' });
    await check('gacha', 'Gacha', coffer);
    await coffer.getByRole('button', { name: /^Draw x1\b/ }).click();
    await page.waitForURL((url) => url.pathname === '/gacha/result');
    await check(
      'gacha-result',
      'Draw Result',
      page.getByRole('link', { name: 'Back to the boxes' }),
    );
    await page.goto('/gacha/audit');
    await check('gacha-audit', 'Gacha Odds Audit', page.getByRole('article'));

    // Bazaar: the market, the sell form (the drawn piece to sell), the player's listings.
    await openFromMenu(page, 'Bazaar', '/bazaar');
    await check('bazaar', 'Bazaar');
    await page.goto('/bazaar/listing');
    await check('bazaar-listing', 'Sell an item');
    await page.goto('/bazaar/my-list');
    await check('bazaar-my-list', 'My listings');

    await openFromMenu(page, 'Settings', '/settings');
    await check('settings', 'Settings');

    // The tower: floor 1, its result, then 'Please proceed'.
    await openFromMenu(page, 'Hunt', '/hunt');
    await check('hunt', 'The Hunt', page.getByRole('button', { name: 'Start Hunt' }));
    await page.getByRole('button', { name: 'Start Hunt' }).click();
    await page.waitForURL('**/hunt-battle');
    const log = page.getByRole('log', { name: 'Battle Log' });
    await check('hunt-battle', 'Hunt Battle', log.getByRole('listitem'));
    const huntOutcome = await fightToTheEnd(page);
    await check(
      'hunt result',
      'Battle Result',
      page.getByRole('heading', { level: 1, name: /Victory!|Defeat/ }),
    );
    await page.goto('/hunt-error');
    await check('hunt-error', 'Please Proceed', page.getByRole('button', { name: 'Clear Floor' }));
    if (huntOutcome === 'win') {
      await page.getByRole('button', { name: 'Clear Floor' }).click();
      await page.waitForURL('**/hunt');
    }

    // The arena, and a challenge played out against a rival of the same rating.
    const rival = await openAsWarrior(viewport, `v${device.slice(0, 1)}`);
    const rating = 1500 + Math.floor(Math.random() * 200);
    await setArenaRating(rival.username, rating);
    await setArenaRating(username, rating);
    await openFromMenu(page, 'Arena', '/arena');
    await check('arena', 'Arena', page.getByRole('article', { name: rival.username }));
    await page.getByRole('button', { name: `Challenge ${rival.username}` }).click();
    await check(
      'arena after a challenge',
      'Arena',
      page
        .getByRole('region', { name: `You challenge ${rival.username}` })
        .getByText(/^(Victory!|Defeat)$/),
    );

    // Exploring: the maps, area 1, a battle (after one attack) and its result.
    await openFromMenu(page, 'Explore', '/explore');
    const ashen = page.getByRole('article', { name: 'Ashen Hills' });
    await check('explore', 'Explore', ashen.getByRole('button', { name: 'Area 1' }));
    await ashen.getByRole('button', { name: 'Area 1' }).click();
    await page.waitForURL('**/explore-map');
    await check(
      'explore-map',
      'Explore',
      page.getByRole('img', { name: /^Map of Ashen Hills area 1/ }),
    );
    expect(await walkUntilBattle(page, 'Move right')).toBe(true);
    await check('battle', 'Battle', page.getByRole('button', { name: 'Attack', exact: true }));
    await page.getByRole('button', { name: 'Attack', exact: true }).click();
    await expect
      .poll(async () => onPath(page, '/battle-result') || (await log.getByRole('listitem').count()))
      .not.toBe(1);
    if (!onPath(page, '/battle-result')) await check('battle after an attack', 'Battle', log);
    await fightToTheEnd(page);
    await check(
      'battle-result',
      'Battle Result',
      page.getByRole('heading', { level: 1, name: /Victory!|Defeat/ }),
    );

    expect(screens.length).toBeGreaterThanOrEqual(32);
    expect(found).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  }, 150_000);
});
