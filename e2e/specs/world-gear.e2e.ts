import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { pageProblems } from '../support/browser';
import { givePieces } from '../support/database';
import { openFromMenu } from '../support/journeys';
import { captureFitting } from '../support/layout';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

/** How an affix reads: '+10.5% damage', '+8% critical chance'. */
const AFFIX = /^\+\d+(\.\d)?% (damage|critical chance|lifesteal|resistance)$/;

const itemsOf = (list: Locator) => list.getByRole('listitem').allTextContents();

async function expectNoAxeViolations(page: Page, where: string) {
  expect(describeViolations(where, await axeViolations(page))).toEqual([]);
}

atBothWidths('gear levels and affixes on %s', (device, viewport) => {
  it('shows a level-20 piece locked with its reason, equips a Legendary and shows its traits on Home', async () => {
    const { page, username } = await openAsWarrior(viewport, `wg${device.slice(0, 1)}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A fresh hero is level 1: a tier-20 blade they cannot wear yet, and a Legendary ring
    // of the first tier (three affixes) they can.
    await givePieces(username, 'hellforged-blade', 'Rare', 1);
    await givePieces(username, 'ring-embers', 'Legendary', 1);

    await openFromMenu(page, 'Equipment', '/equipment');
    const blade = page.getByRole('article', { name: 'Hellforged Blade' });
    await blade.waitFor();
    // Locked once the hero's level has arrived: shown, with the reason, and Equip refused.
    const equipBlade = blade.getByRole('button', { name: 'Equip Hellforged Blade' });
    await expect.poll(() => equipBlade.isDisabled()).toBe(true);
    expect(await blade.getByText('Worn from level 20').count()).toBe(1);
    expect(await blade.getByText('Level 20', { exact: true }).count()).toBe(1);

    const ring = page.getByRole('article', { name: 'Ring of Embers' });
    const ringAffixes = await itemsOf(ring.getByRole('list', { name: 'Affixes' }));
    expect(ringAffixes).toHaveLength(3);
    for (const affix of ringAffixes) expect(affix).toMatch(AFFIX);

    // Nothing worn has an affix yet.
    const worn = page.getByRole('region', { name: 'Worn' });
    await worn.getByText('No affixes').waitFor();
    await captureFitting(page, `world-gear-locked-${device}`);
    await expectNoAxeViolations(page, `/equipment (${device})`);

    await ring.getByRole('button', { name: 'Equip Ring of Embers' }).click();
    await page.getByText('Your equipment has been updated.', { exact: false }).waitFor();
    // Worn now: its affixes in its slot, and added up under the equipment bonus.
    const traits = worn.getByRole('list', { name: 'Equipment traits' });
    await traits.waitFor();
    expect(await itemsOf(traits)).toEqual(ringAffixes);
    expect(await itemsOf(worn.getByRole('list', { name: 'Affixes' }))).toEqual(ringAffixes);
    await captureFitting(page, `world-gear-equipped-${device}`);

    await openFromMenu(page, 'HOME', '/');
    const hero = page.getByRole('region', { name: username });
    const heroTraits = hero.getByRole('list', { name: 'Equipment traits' });
    await heroTraits.waitFor();
    expect(await itemsOf(heroTraits)).toEqual(ringAffixes);
    await captureFitting(page, `world-gear-home-${device}`);
    await expectNoAxeViolations(page, `/ (${device})`);

    expect(pageProblems(page)).toEqual([]);
  });

  it('shows the six maps, the boxes’ level bands, a tier core’s forecast and affixes on Combine and Sell', async () => {
    const { page, username } = await openAsWarrior(viewport, `ww${device.slice(0, 1)}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await givePieces(username, 'cinder-axe', 'Rare', 3);

    // Six maps, each saying which area's way out its boss guards.
    await openFromMenu(page, 'Explore', '/explore');
    const maps = page.getByRole('list', { name: 'Maps' }).getByRole('article');
    await expect.poll(() => maps.count()).toBe(6);
    expect(await page.getByText(/^Area 3: a level \d+ boss guards the way out\.$/).count()).toBe(6);
    await captureFitting(page, `world-maps-${device}`);

    await openFromMenu(page, 'Gacha', '/gacha');
    await page.getByText('Pieces of level 20–30', { exact: true }).waitFor();
    // The Throne Reliquary and, for the endgame, the Sovereign Casket.
    expect(await page.getByText('Pieces of level 40', { exact: true }).count()).toBe(2);
    await page.getByRole('article', { name: /Sovereign Casket/ }).waitFor();
    await captureFitting(page, `world-gacha-${device}`);

    // Three Rare axes: one affix now, two at Epic.
    await openFromMenu(page, 'Combine', '/combine');
    const axe = page.getByRole('article', { name: 'Cinder Axe' });
    await axe.getByRole('list', { name: 'Affixes at Epic' }).waitFor();
    expect(await itemsOf(axe.getByRole('list', { name: 'Affixes at Epic' }))).toHaveLength(2);
    expect(await itemsOf(axe.getByRole('list', { name: 'Affixes at Rare' }))).toHaveLength(1);
    await captureFitting(page, `world-combine-${device}`);

    await openFromMenu(page, 'Bazaar', '/bazaar');
    await page
      .getByRole('navigation', { name: 'Bazaar' })
      .getByRole('link', { name: 'Sell an item' })
      .click();
    await page.waitForURL((url) => url.pathname === '/bazaar/listing');
    await page.getByRole('radio', { name: /^Cinder Axe.*Level 1.*Affixes: ?\+/ }).waitFor();
    await captureFitting(page, `world-sell-${device}`);

    // A tier core from the shop: the forge makes a level-20 piece of the other materials' type.
    await openFromMenu(page, 'SHOP', '/shop');
    for (const [name, qty] of [
      ['Drowned Ingot', '1'],
      ['Iron Ore', '2'],
    ] as const) {
      const ware = page.getByRole('article', { name });
      await ware.getByLabel(`Quantity of ${name}`).fill(qty);
      await ware.getByRole('button', { name: new RegExp(`^Buy ${name}`) }).click();
      await ware.getByText('Purchase successful', { exact: true }).waitFor();
    }
    await openFromMenu(page, 'FORGE', '/forge');
    for (const name of ['Iron Ore', 'Iron Ore', 'Drowned Ingot']) {
      await page.getByRole('button', { name: `Add ${name}` }).click();
    }
    const fact = (term: string) =>
      page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd').textContent();
    expect(await fact('Makes')).toBe('Weapon');
    expect(await fact('Level')).toBe('20');
    expect(await page.getByRole('table', { name: 'Materials' }).textContent()).toContain(
      'Drowned IngotCore: level 20, no vote',
    );
    await captureFitting(page, `world-forge-${device}`);

    expect(pageProblems(page)).toEqual([]);
  });
});
