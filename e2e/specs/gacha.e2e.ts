import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { pageProblems } from '../support/browser';
import { fightToTheEnd } from '../support/battle';
import { wanderUntilBattle } from '../support/exploring';
import { openFromFooter, openFromMenu } from '../support/journeys';
import { captureFitting, smallTouchTargets } from '../support/layout';
import { atBothWidths, suitePages } from '../support/suite';

const { open, openAsWarrior } = suitePages();

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The gold in the gacha purse, e.g. '1,500 gold' → 1500. */
async function purseGold(page: Page): Promise<number> {
  const text = await page
    .getByLabel('Purse')
    .locator('div', { has: page.locator('dt', { hasText: 'Gold' }) })
    .locator('dd')
    .textContent();
  return digits(text);
}

/** 'Gold left' on the result, e.g. 'Gold left1,200 gold' → 1200. */
async function goldLeft(page: Page): Promise<number> {
  return digits(await page.getByText('Gold left').locator('..').textContent());
}

function drawnPieces(page: Page) {
  return page.getByRole('list', { name: 'Drawn pieces' }).getByRole('article');
}

/** Lets the reveal finish (endless glows aside) so a screenshot shows every piece. */
async function revealDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The names of the pieces a draw's result shows, in order. */
function drawnNames(page: Page): Promise<string[]> {
  return drawnPieces(page).getByRole('heading').allTextContents();
}

/**
 * Nothing in `scope` too small for a fingertip, no sideways scroll and no WCAG 2.1 AA
 * violation on the page; then a capture.
 */
async function expectUsable(page: Page, scope: Locator, name: string) {
  expect(await smallTouchTargets(scope)).toEqual([]);
  expect(describeViolations(name, await axeViolations(page))).toEqual([]);
  await captureFitting(page, name);
}

atBothWidths('gacha on %s', (device, viewport) => {
  it('draws x1 and x11, redirects a bare result and shows the audit', async () => {
    const { page } = await openAsWarrior(viewport, `ga${device.slice(0, 1)}`);

    await openFromMenu(page, 'Gacha', '/gacha');
    const coffer = page.getByRole('article', { name: 'Ashen Coffer' });
    await coffer.waitFor();
    await expect.poll(() => purseGold(page)).toBe(1500);
    expect(
      await coffer.getByText('Every x11 draw holds at least one Rare or better.').count(),
    ).toBe(1);
    await expect
      .poll(() => coffer.getByText('0 / 60 draws to a guaranteed Epic', { exact: true }).count())
      .toBe(1);

    // x1 on the Ashen Coffer: 300 gold, one piece.
    await page.getByRole('button', { name: 'Draw x1 from Ashen Coffer, 300 gold' }).click();
    await page.waitForURL((url) => url.pathname === '/gacha/result');
    await expect.poll(() => drawnPieces(page).count()).toBe(1);
    await expect.poll(() => goldLeft(page)).toBe(1200);
    const drawn = await drawnNames(page);
    const seeds = page.getByRole('region', { name: 'Provably fair' });
    expect(await seeds.getByRole('link', { name: 'Verify', exact: true }).count()).toBe(1);

    // Back to the list: the purse, the pity counter and the history follow the draw.
    await page.getByRole('link', { name: 'Back to the boxes' }).click();
    await page.waitForURL((url) => url.pathname === '/gacha');
    await expect.poll(() => purseGold(page)).toBe(1200);
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Your last draws' }).getByRole('listitem').count(),
      )
      .toBe(1);
    await expect
      .poll(() => coffer.getByText(/^[01] \/ 60 draws to a guaranteed Epic$/).count())
      .toBe(1);
    await captureFitting(page, `gacha-${device}`);

    // Provably fair: the committed hash was shown before the draw; rotating reveals the
    // seed, and the verifier recomputes the same piece in the browser from it.
    const panel = page.getByRole('region', { name: 'Provably fair' });
    await panel.getByText('draws made with this seed so far').waitFor();
    expect(await panel.getByRole('term').allTextContents()).toEqual([
      'Server seed hash',
      'Client seed',
      'Nonce',
    ]);
    await panel.getByRole('button', { name: 'Rotate seed' }).click();
    await panel.getByRole('alertdialog').getByRole('button', { name: 'Rotate seed' }).click();
    const revealed = panel.getByRole('region', { name: 'Revealed server seed' });
    await revealed.getByText(/^[0-9a-f]{64}$/).waitFor();
    await expectUsable(page, panel, `gacha-fairness-${device}`);
    await revealed.getByRole('link', { name: 'Verify my draws' }).click();
    await page.waitForURL((url) => url.pathname === '/fairness');
    await page.getByRole('heading', { level: 1, name: 'Verify a draw' }).waitFor();
    expect(await page.getByText('The seed matches its commitment').count()).toBe(1);
    const recomputed = page.getByRole('list', { name: 'Recomputed pieces' });
    expect(await recomputed.locator('li > span:first-child').allTextContents()).toEqual(drawn);
    await expectUsable(page, page.getByRole('main'), `fairness-verifier-${device}`);
    await openFromMenu(page, 'Gacha', '/gacha');
    await coffer.waitFor();

    // x11 on the Pilgrim’s Satchel: '1 Free!' on the button, 10 × 100 gold, eleven pieces.
    const x11 = page.getByRole('button', {
      name: 'Draw x11 from Pilgrim’s Satchel, 1,000 gold, 1 Free!',
    });
    expect(await x11.getByText('1 Free!', { exact: true }).isVisible()).toBe(true);
    await x11.click();
    await page.waitForURL((url) => url.pathname === '/gacha/result');
    await expect.poll(() => drawnPieces(page).count()).toBe(11);
    await expect.poll(() => goldLeft(page)).toBe(200);
    expect(
      await page
        .getByRole('button', { name: 'Draw again x11 from Pilgrim’s Satchel, 1,000 gold, 1 Free!' })
        .count(),
    ).toBe(1);
    await revealDone(page);
    await captureFitting(page, `gacha-result-${device}`);

    // The audit lists every box.
    await page.getByRole('link', { name: 'Back to the boxes' }).click();
    await page.waitForURL((url) => url.pathname === '/gacha');
    await page
      .getByRole('navigation', { name: 'Gacha' })
      .getByRole('link', { name: 'Odds audit' })
      .click();
    await page.waitForURL((url) => url.pathname === '/gacha/audit');
    for (const box of ['Ashen Coffer', 'Abyssal Reliquary', 'Pilgrim’s Satchel']) {
      await page.getByRole('article', { name: box }).waitFor();
    }
    const auditedCoffer = page.getByRole('article', { name: 'Ashen Coffer' });
    // The article shows before its table renders: wait for it rather than count once.
    await expect.poll(() => auditedCoffer.getByRole('table').count()).toBe(1);
    expect(
      await auditedCoffer
        .getByText(
          /^(Observed rates (match|stray from) the published table|Too few rolls to judge yet)/,
        )
        .count(),
    ).toBe(1);
    await captureFitting(page, `gacha-audit-${device}`);

    // A result opened directly, without a draw behind it, goes back to the list.
    await page.goto('/gacha/result');
    await page.waitForURL((url) => url.pathname === '/gacha');
    await coffer.waitFor();

    // A fight's replay, opened by its link on another device, logged out: the game's
    // engine plays it in that browser and gives the stored log exactly.
    await openFromFooter(page, 'Explore', '/explore');
    await page
      .getByRole('article', { name: 'Ashen Hills' })
      .getByRole('button', { name: 'Area 1' })
      .click();
    await page.waitForURL('**/explore-map');
    expect(await wanderUntilBattle(page)).toBe(true);
    await fightToTheEnd(page);
    const watch = page.getByRole('link', { name: 'Watch replay' });
    const href = (await watch.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/replay\/[0-9a-f-]{36}$/);
    const { page: stranger } = await open(viewport);
    // The whole fight at once, its colours settled for the audit.
    await stranger.emulateMedia({ reducedMotion: 'reduce' });
    await stranger.goto(href);
    await stranger.getByRole('heading', { level: 1, name: 'Exploration fight' }).waitFor();
    await stranger.getByText('The replay matches the stored log exactly').waitFor();
    await stranger.getByRole('button', { name: 'Copy link' }).waitFor();
    await expectUsable(stranger, stranger.getByRole('main'), `replay-${device}`);
    expect(pageProblems(stranger)).toEqual([]);

    expect(pageProblems(page)).toEqual([]);
  });
});
