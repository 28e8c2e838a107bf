import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Opens one of the three bazaar tabs. */
export async function openTab(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Bazaar' }).getByRole('link', { name }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The gold in the bazaar header's purse, e.g. '1,480' → 1480. */
export async function purseGold(page: Page): Promise<number> {
  const text = await page.getByLabel('Your purse').locator('dd').first().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** A market card for a piece, told apart from other players' by its seller. */
export function marketCard(page: Page, itemName: string, seller: string): Locator {
  return page.getByRole('article', { name: itemName }).filter({ hasText: seller });
}

/** How many of the seller's cards for `itemName` under 'Recently ended' read `status`. */
export function endedAs(
  page: Page,
  itemName: string,
  status: 'Sold' | 'Cancelled',
): Promise<number> {
  return page
    .getByRole('region', { name: 'Recently ended' })
    .getByRole('article', { name: itemName })
    .getByText(status, { exact: true })
    .count();
}

/** Sell a piece from /bazaar/listing for a gold price; lands on /bazaar/my-list. */
export async function listForGold(page: Page, itemName: string, price: number, fee: string) {
  await openTab(page, 'Sell an item', '/bazaar/listing');
  await page.getByRole('radio', { name: new RegExp(itemName) }).check();
  const priceInput = page.getByLabel('Price');
  expect(await priceInput.getAttribute('type')).toBe('number');
  expect(await priceInput.getAttribute('min')).toBe('1');
  expect(await page.getByText('minimum 500 golds', { exact: true }).count()).toBe(1);
  await priceInput.fill(String(price));
  // The fee is shown before the player confirms.
  await expect
    .poll(() =>
      page
        .getByLabel('Before you list')
        .getByText('Listing fee')
        .locator('xpath=following-sibling::dd')
        .textContent(),
    )
    .toBe(fee);
  await page.getByRole('button', { name: 'List item' }).click();
  await page.waitForURL((url) => url.pathname === '/bazaar/my-list');
}
