import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { endedAs, listForGold, marketCard, purseGold } from '../support/bazaar';
import { captureViewport, DESKTOP, pageProblems } from '../support/browser';
import { givePieces } from '../support/database';
import { openFromMenu } from '../support/journeys';
import { captureFitting, noHorizontalScroll } from '../support/layout';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

const KNIFE_SOLD = 'Your Common Hunter’s Knife sold on the bazaar for 500 gold.';
const VEST_SOLD = 'Your Common Padded Vest sold on the bazaar for 520 gold.';

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const toasts = (page: Page) => page.getByRole('status', { name: 'New notifications' });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** How many unread notifications the bell counts (its name: 'Notifications, 2 unread'). */
async function unread(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0);
}

/** The buyer buys one of the seller's pieces from the market. */
async function buy(buyer: Page, seller: string, item: string, price: number) {
  await marketCard(buyer, item, seller)
    .getByRole('button', { name: `Buy ${item} for ${price} gold` })
    .click();
  await expect
    .poll(() => buyer.getByText(`Successfully purchased Common ${item}!`, { exact: true }).count())
    .toBe(1);
}

atBothWidths('sales told to the seller on %s', (device, viewport) => {
  it('live: a toast, the badge and the purse without a reload; away: unread on return', async () => {
    const { page: seller, username: sellerName } = await openAsWarrior(viewport, `nts${device[0]}`);
    const { page: buyer } = await openAsWarrior(DESKTOP, `ntb${device[0]}`);
    // The seller wears its starter gear from the first job: a spare knife and vest to sell.
    await givePieces(sellerName, 'hunters-knife', 'Common', 1);
    await givePieces(sellerName, 'padded-vest', 'Common', 1);

    // The seller lists two pieces and waits on My listings. One new buyer takes both: 320 and
    // 280 gold above their reference values (180, 240), its whole 600 trading allowance.
    await openFromMenu(seller, 'Bazaar', '/bazaar');
    await listForGold(seller, 'Hunter’s Knife', 500, '20 gold');
    await listForGold(seller, 'Padded Vest', 520, '20 gold');
    expect(await purseGold(seller)).toBe(1460);
    await bell(seller).waitFor();
    // Listing may have finished a daily quest: that is told too, and counted.
    const before = await unread(seller);
    // A mark on this document: it is gone if the page reloads.
    await seller.evaluate(() => Object.assign(window, { beforeSale: true }));

    // The buyer, on another device, buys the knife.
    await openFromMenu(buyer, 'Bazaar', '/bazaar');
    await buy(buyer, sellerName, 'Hunter’s Knife', 500);

    // The seller is told at once: a toast, the badge, the purse and the listing as sold.
    await expect.poll(() => toasts(seller).getByText(KNIFE_SOLD, { exact: true }).count()).toBe(1);
    await expect.poll(() => unread(seller)).toBe(before + 1);
    expect(await bell(seller).textContent()).toBe(String(before + 1));
    await expect.poll(() => purseGold(seller)).toBe(1960);
    await expect.poll(() => endedAs(seller, 'Hunter’s Knife', 'Sold')).toBe(1);
    expect(await seller.evaluate(() => 'beforeSale' in window)).toBe(true);
    // It links to the screen it is about.
    const toastLink = toasts(seller).getByRole('link', { name: 'My listings' });
    expect(await toastLink.getAttribute('href')).toBe('/bazaar/my-list');
    expect(await noHorizontalScroll(seller)).toBe(true);
    // The picture once the toasts have arrived (they slide in).
    await toasts(seller).evaluate((stack) =>
      Promise.all(stack.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await captureViewport(seller, `notifications-toast-${device}`);

    // The bell stays in reach on a phone: in the header, in view, a full touch target.
    const box = await bell(seller).boundingBox();
    expect(box && box.x + box.width <= viewport.width && box.y >= 0).toBe(true);
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);

    // The toast leaves on Dismiss; the bell's list still has the sale, unread.
    await toasts(seller).getByRole('button', { name: 'Dismiss: Sold on the bazaar' }).click();
    expect(await toasts(seller).getByText(KNIFE_SOLD).count()).toBe(0);
    await bell(seller).click();
    const knife = panel(seller).getByRole('listitem').filter({ hasText: KNIFE_SOLD });
    await expect.poll(() => knife.count()).toBe(1);
    expect(await knife.textContent()).toContain('Unread: Sold on the bazaar');
    expect(describeViolations('notifications', await axeViolations(seller))).toEqual([]);
    await captureFitting(seller, `notifications-panel-${device}`);

    await panel(seller).getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bell(seller).getAttribute('aria-label')).toBe('Notifications');
    expect(await panel(seller).getByText('Unread:').count()).toBe(0);
    await seller.keyboard.press('Escape');
    expect(await panel(seller).count()).toBe(0);

    // The seller leaves; the vest sells meanwhile; on return the bell counts it, unread.
    await seller.goto('about:blank');
    await buy(buyer, sellerName, 'Padded Vest', 520);
    await seller.goto('/bazaar/my-list');
    await expect
      .poll(() => bell(seller).getAttribute('aria-label'))
      .toBe('Notifications, 1 unread');
    await expect.poll(() => purseGold(seller)).toBe(2480);
    await bell(seller).click();
    const vest = panel(seller).getByRole('listitem').filter({ hasText: VEST_SOLD });
    await expect.poll(() => vest.count()).toBe(1);
    expect(await vest.textContent()).toContain('Unread: Sold on the bazaar');
    expect(await toasts(seller).getByText(VEST_SOLD).count()).toBe(0);

    expect(pageProblems(seller)).toEqual([]);
    expect(pageProblems(buyer)).toEqual([]);
  });
});
