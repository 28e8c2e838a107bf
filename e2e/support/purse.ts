import type { Page } from 'playwright-core';

/** A number as the screens write it: 1,234. */
export const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The gold in the purse labelled "Purse" (Home's, the smithy's): its first coin. */
export async function purseGold(page: Page): Promise<number> {
  return amount(await page.getByLabel('Purse').getByRole('definition').first().textContent());
}
