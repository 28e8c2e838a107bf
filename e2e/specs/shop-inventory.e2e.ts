import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageProblems } from '../support/browser';
import { openFromMenu } from '../support/journeys';
import { captureFitting } from '../support/layout';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

/** The purse shown in the shop header, e.g. 'Gold1,500' → 1500. */
async function shopBalance(page: Page, label: 'Gold' | 'Souls'): Promise<number> {
  const text = await page
    .locator('main header p')
    .filter({ hasText: new RegExp(`^${label}[\\d,]+$`) })
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function statOnHome(page: Page, stat: 'ATK' | 'DEF' | 'SPD'): Promise<string | null> {
  return page.locator('dt', { hasText: stat }).locator('xpath=following-sibling::dd').textContent();
}

atBothWidths('shop, inventory and equipment on %s', (device, viewport) => {
  it('buys potions and a scroll, uses them, equips the knife and sees it on Home', async () => {
    const { page } = await openAsWarrior(viewport, `si${device.slice(0, 1)}`);
    // The starter kit is worn from the first job: 14 + 4 (knife) + 1 (charm).
    await expect.poll(() => statOnHome(page, 'ATK')).toBe('19');

    // Gold shop: 3 Minor Healing Potions at 25 gold each (packages/game/src/shops.ts).
    await openFromMenu(page, 'SHOP', '/shop');
    await page.getByRole('article', { name: 'Minor Healing Potion' }).waitFor();
    const goldBefore = await shopBalance(page, 'Gold');
    expect(goldBefore).toBe(1500);
    const potionQty = page.getByLabel('Quantity of Minor Healing Potion');
    expect(await potionQty.getAttribute('min')).toBe('0');
    expect(await potionQty.getAttribute('max')).toBe('99');
    await potionQty.fill('3');
    await page.getByRole('button', { name: /^Buy Minor Healing Potion/ }).click();
    await expect.poll(() => page.getByText('Purchase successful', { exact: true }).count()).toBe(1);
    await expect.poll(() => shopBalance(page, 'Gold')).toBe(goldBefore - 75);
    await captureFitting(page, `shop-${device}`);

    // A Scroll of Fury too.
    await page.getByRole('button', { name: /^Buy Scroll of Fury/ }).click();
    await expect.poll(() => shopBalance(page, 'Gold')).toBe(goldBefore - 75 - 150);

    // The premium shop shares the header; its tab leads there.
    await page
      .getByRole('navigation', { name: 'Shops' })
      .getByRole('link', { name: 'Premium Shop' })
      .click();
    await page.waitForURL((url) => url.pathname === '/shop-premium');
    await expect.poll(() => shopBalance(page, 'Souls')).toBe(30);

    // Inventory: 5 starting potions + 3 bought.
    await openFromMenu(page, 'Inventory', '/inventory');
    const potion = page.getByRole('article', { name: 'Minor Healing Potion' });
    await expect
      .poll(() =>
        potion
          .getByText(/Owned:/)
          .locator('..')
          .textContent(),
      )
      .toBe('Owned: ×8');
    await page.getByRole('button', { name: 'Use Minor Healing Potion' }).click();
    await expect
      .poll(() => page.getByText('Error using item: Your HP is already full.').count())
      .toBe(1);

    await page.getByRole('button', { name: 'Use Scroll of Fury' }).click();
    await expect
      .poll(() => page.getByText('Used 1 Scroll of Fury', { exact: true }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByText('Fury: +8 ATK (5 battles left)', { exact: true }).count())
      .toBe(1);
    await captureFitting(page, `inventory-${device}`);

    // Equipment: the knife is worn from the first job; take it off (it goes back), wear it again.
    await openFromMenu(page, 'Equipment', '/equipment');
    await page.getByRole('button', { name: 'Unequip Hunter’s Knife' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'Your equipment has been updated. Returned to your inventory: Hunter’s Knife (Common).',
            { exact: true },
          )
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Equip Hunter’s Knife' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Unequip Hunter’s Knife' }).count())
      .toBe(1);
    await captureFitting(page, `equipment-${device}`);

    // Home: ATK 14 + 8 (Fury) + 4 (knife) + 1 (charm) = 27, the buff listed, the knife in its slot.
    await openFromMenu(page, 'HOME', '/');
    await expect.poll(() => statOnHome(page, 'ATK')).toBe('27');
    await expect
      .poll(() => page.getByText('Fury: +8 ATK (5 battles left)', { exact: true }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: /Weapon/ }).textContent())
      .toContain('Hunter’s Knife');

    // The refused potion (HP full) answers 409, which Chromium logs as a failed resource.
    expect(pageProblems(page).filter((p) => !p.includes('status of 409'))).toEqual([]);
  });
});
