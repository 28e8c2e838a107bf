import { describe, expect, it } from 'vitest';
import { endedAs, listForGold, marketCard, openTab, purseGold } from '../support/bazaar';
import { DESKTOP, PHONE, pageProblems, screenshot } from '../support/browser';
import { givePieces } from '../support/database';
import { openFromMenu } from '../support/journeys';
import { captureFitting, noHorizontalScroll } from '../support/layout';
import { suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

describe.each([
  ['seller on desktop, buyer on a phone', DESKTOP, PHONE, 'd'],
  ['seller on a phone, buyer on desktop', PHONE, DESKTOP, 'p'],
])('the bazaar with the %s', (_label, sellerViewport, buyerViewport, tag) => {
  it('lists, shows Own Listing to the seller, sells to another player and cancels', async () => {
    const { page: a, username: sellerName } = await openAsWarrior(sellerViewport, `bzs${tag}`);
    const { page: b } = await openAsWarrior(buyerViewport, `bzb${tag}`);
    const device = sellerViewport === PHONE ? 'phone' : 'desktop';
    // A wears its starter gear from the first job: a spare knife and vest to sell.
    await givePieces(sellerName, 'hunters-knife', 'Common', 1);
    await givePieces(sellerName, 'padded-vest', 'Common', 1);

    // A: validation first, then list the Hunter's Knife (Common) for 500 gold.
    await openFromMenu(a, 'Bazaar', '/bazaar');
    await openTab(a, 'Sell an item', '/bazaar/listing');
    await a.getByRole('button', { name: 'List item' }).click();
    await expect
      .poll(() => a.getByText('Please select an item to list', { exact: true }).count())
      .toBe(1);
    await a.getByRole('radio', { name: /Hunter’s Knife/ }).check();
    await a.getByLabel('Price').fill('0');
    await a.getByRole('button', { name: 'List item' }).click();
    await expect
      .poll(() => a.getByText('Please enter a valid price', { exact: true }).count())
      .toBe(1);
    await screenshot(a, `bazaar-listing-${device}`);

    await listForGold(a, 'Hunter’s Knife', 500, '20 gold');
    await expect
      .poll(() => a.getByText('Your Common Hunter’s Knife is on the bazaar for 500 gold.').count())
      .toBe(1);
    const knifeRow = a.getByRole('article', { name: 'Hunter’s Knife' });
    await expect
      .poll(() =>
        knifeRow
          .getByText(/Time left:/)
          .locator('..')
          .textContent(),
      )
      .toMatch(/^Time left: (2 days 23|3 days 0) hrs remaining$/);
    expect(await purseGold(a)).toBe(1480);
    await captureFitting(a, `bazaar-my-list-${device}`);

    // A sees the listing on the market with 'Own Listing' in place of Buy.
    await openTab(a, 'All listings', '/bazaar');
    const ownCard = marketCard(a, 'Hunter’s Knife', sellerName);
    await expect.poll(() => ownCard.getByText('Own Listing', { exact: true }).count()).toBe(1);
    expect(await ownCard.getByRole('button', { name: /^Buy/ }).count()).toBe(0);
    expect(await noHorizontalScroll(a)).toBe(true);

    // B buys it from the market.
    await openFromMenu(b, 'Bazaar', '/bazaar');
    const forSale = marketCard(b, 'Hunter’s Knife', sellerName);
    await forSale.getByRole('button', { name: 'Buy Hunter’s Knife for 500 gold' }).click();
    await expect
      .poll(() =>
        b.getByText('Successfully purchased Common Hunter’s Knife!', { exact: true }).count(),
      )
      .toBe(1);
    await expect.poll(() => purseGold(b)).toBe(1000);
    await expect.poll(() => forSale.count()).toBe(0);
    await captureFitting(b, `bazaar-bought-${buyerViewport === PHONE ? 'phone' : 'desktop'}`);

    // The knife is in B's pack now (the one B started with is worn).
    await openFromMenu(b, 'Equipment', '/equipment');
    await expect
      .poll(() =>
        b
          .getByRole('article', { name: 'Hunter’s Knife' })
          .getByText(/Owned:/)
          .locator('..')
          .textContent(),
      )
      .toBe('Owned: ×1');

    // A's listing has ended as sold.
    await openTab(a, 'My listings', '/bazaar/my-list');
    await expect.poll(() => endedAs(a, 'Hunter’s Knife', 'Sold')).toBe(1);

    // A lists the Padded Vest and cancels it from My listings.
    await listForGold(a, 'Padded Vest', 600, '20 gold');
    const stalls = a.getByRole('region', { name: 'On the stalls' });
    await stalls.getByRole('button', { name: 'Cancel listing for Padded Vest' }).click();
    await expect
      .poll(() =>
        a
          .getByText('Successfully cancelled listing for Common Padded Vest!', { exact: true })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => stalls.getByRole('article', { name: 'Padded Vest' }).count()).toBe(0);
    await expect.poll(() => endedAs(a, 'Padded Vest', 'Cancelled')).toBe(1);
    expect(await noHorizontalScroll(a)).toBe(true);

    // The vest is back in A's pack: it can be listed again.
    await openTab(a, 'Sell an item', '/bazaar/listing');
    await expect.poll(() => a.getByRole('radio', { name: /Padded Vest/ }).count()).toBe(1);

    expect(pageProblems(a)).toEqual([]);
    expect(pageProblems(b)).toEqual([]);
  });
});
