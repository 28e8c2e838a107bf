import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageProblems } from '../support/browser';
import { raiseToLevelCap } from '../support/database';
import { openFromFooter } from '../support/journeys';
import { captureFitting, smallTouchTargets } from '../support/layout';
import { purseGold } from '../support/purse';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

/** Founding's price (GUILD_FOUNDING in packages/game/src/guilds.ts). */
const FOUNDING_GOLD = 2_000;

/** Nothing in the page's main area too small for a fingertip, no sideways scroll; captured. */
async function expectTouchable(page: Page, name: string) {
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  await captureFitting(page, name);
}

/** A name and a tag no other run has taken: letters and digits only. */
function guildNaming(): { name: string; tag: string } {
  const salt = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { name: `Vow ${salt}`.slice(0, 24), tag: salt.slice(-5).toUpperCase() };
}

const chat = (page: Page) => page.getByRole('log', { name: 'Guild chat messages' });
const raidRegion = (page: Page) => page.getByRole('region', { name: /^Raid: / });
const contributions = (page: Page) =>
  raidRegion(page).getByRole('region', { name: 'Contributions' }).getByRole('listitem');

/** The boss's HP as the bar announces it. */
async function bossHp(page: Page): Promise<number> {
  const bar = raidRegion(page).getByRole('progressbar', { name: 'Boss HP' });
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** Types a message and sends it with Enter, as a player would. */
async function say(page: Page, text: string) {
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await chat(page).getByText(text, { exact: true }).waitFor();
  expect(await box.inputValue()).toBe('');
}

/** Strikes the week's boss once and waits for the fight's outcome. */
async function attack(page: Page): Promise<void> {
  await raidRegion(page).getByRole('button', { name: 'Attack' }).click();
  await page.getByRole('region', { name: 'Your last attack' }).waitFor();
}

atBothWidths('guilds on %s', (device, viewport) => {
  const d = device.slice(0, 1);

  it('one hero founds a guild, another joins; they chat live and both strike the raid', async () => {
    const founder = await openAsWarrior(viewport, `gf${d}`);
    const joiner = await openAsWarrior(viewport, `gj${d}`);
    // Both past the raid's level, the founder with the gold founding costs.
    await raiseToLevelCap(founder.username, { gold: 10_000, weapon: 'obsidian-greatsword' });
    await raiseToLevelCap(joiner.username, { gold: 1_000, weapon: 'obsidian-greatsword' });
    await founder.page.reload();
    await expect.poll(() => purseGold(founder.page)).toBeGreaterThanOrEqual(10_000);
    const goldBefore = await purseGold(founder.page);

    // The founder: no guild yet, the cost shown, then a guild of their own.
    const { name, tag } = guildNaming();
    const f = founder.page;
    await openFromFooter(f, 'Guild', '/guild');
    await f.getByRole('heading', { level: 1, name: 'Guilds' }).waitFor();
    await f.getByText(`Founding costs 2,000 gold and needs level 5.`, { exact: false }).waitFor();
    await expectTouchable(f, `guild-none-${device}`);
    await f.getByLabel('Guild name', { exact: true }).fill(name);
    await f.getByLabel('Tag', { exact: true }).fill(tag);
    await f.getByRole('button', { name: 'Found the guild' }).click();
    await f.getByRole('heading', { level: 1, name: `${name} [${tag}]` }).waitFor();
    const members = f.getByRole('region', { name: /^Members / });
    await members.getByText('Leader', { exact: true }).waitFor();

    // The joiner finds it by its tag and joins at once (it is open).
    const j = joiner.page;
    await openFromFooter(j, 'Guild', '/guild');
    await j.getByRole('heading', { level: 1, name: 'Guilds' }).waitFor();
    await j.getByLabel('Search by name or tag').fill(tag);
    await j.getByRole('button', { name: `Join ${name}` }).click();
    await j.getByRole('heading', { level: 1, name: `${name} [${tag}]` }).waitFor();

    // The founder sees the new member (the list is read again on a visit).
    await f.reload();
    await f
      .getByRole('region', { name: 'Members 2 / 30' })
      .getByRole('listitem')
      .filter({ hasText: joiner.username })
      .waitFor();

    // Chat: each sees the other's message arrive without reloading.
    await chat(f).or(f.getByText('No messages yet. Say hello to your guild.')).first().waitFor();
    await chat(j).or(j.getByText('No messages yet. Say hello to your guild.')).first().waitFor();
    const hail = `Hail from ${joiner.username}!`;
    await say(j, hail);
    await chat(f).getByText(hail, { exact: true }).waitFor({ timeout: 15_000 });
    const reply = `Welcome, ${joiner.username}. Raid at dusk.`;
    await say(f, reply);
    await chat(j).getByText(reply, { exact: true }).waitFor({ timeout: 15_000 });
    await expectTouchable(j, `guild-chat-${device}`);

    // The raid: each attack takes HP off the shared pool; the contributions name both.
    const fullHp = await bossHp(f);
    expect(fullHp).toBeGreaterThan(0);
    await attack(f);
    await expect.poll(() => bossHp(f)).toBeLessThan(fullHp);
    const afterFounder = await bossHp(f);
    expect(await f.getByText(/^Your attack dealt [\d,]+ damage in \d+ rounds?\.$/).count()).toBe(1);
    await attack(j);
    await expect.poll(() => bossHp(j)).toBeLessThan(afterFounder);
    await expect
      .poll(async () => (await contributions(j).allTextContents()).join(' | '))
      .toMatch(
        new RegExp(
          `${founder.username}.*\\|.*${joiner.username}|${joiner.username}.*\\|.*${founder.username}`,
        ),
      );
    expect(await contributions(j).filter({ hasText: '(you)' }).count()).toBe(1);
    await expectTouchable(j, `guild-raid-${device}`);
    // The founder's page, read again, shows the pool as the joiner left it.
    await f.reload();
    await expect.poll(() => bossHp(f)).toBe(await bossHp(j));
    expect(await contributions(f).count()).toBe(2);
    await expectTouchable(f, `guild-${device}`);

    // Away from the guild, a new message shows as a count on the Guild link.
    await openFromFooter(f, 'Explore', '/explore');
    await say(j, 'Are you there?');
    const guildLink = f
      .getByRole('navigation', { name: 'Realm' })
      .getByRole('link', { name: /^Guild/ });
    await expect
      .poll(() => guildLink.textContent(), { timeout: 15_000 })
      .toContain('1 new message');

    // Founding was paid through the purse.
    await openFromFooter(f, 'Guild', '/guild');
    await f.getByText('New messages', { exact: true }).waitFor();
    await f.goto('/');
    await expect.poll(() => purseGold(f)).toBe(goldBefore - FOUNDING_GOLD);
    expect(pageProblems(f)).toEqual([]);
    expect(pageProblems(j)).toEqual([]);
  });
});
