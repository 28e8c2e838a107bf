import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { capture, pageProblems } from '../support/browser';
import { watchLogGrowth } from '../support/battle';
import { finishQuest, setArenaRating } from '../support/database';
import { openFromFooter } from '../support/journeys';
import { amount, purseGold } from '../support/purse';
import { captureFitting, smallTouchTargets } from '../support/layout';
import { atBothWidths, suitePages } from '../support/suite';

const { openAsWarrior } = suitePages();

/** A figure of a page heading, e.g. Rating → '1,016'. */
async function figure(page: Page, label: string): Promise<string> {
  const term = page.getByRole('term').filter({ hasText: label });
  return (await term.locator('xpath=following-sibling::dd').textContent()) ?? '';
}

/** Nothing in the page's main area too small for a fingertip, and no sideways scroll. */
async function expectTouchable(page: Page, name: string) {
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  await captureFitting(page, name);
}

/** Waits for a replayed fight's verdict, however long the fight (a line every 150 ms). */
async function verdictOf(fight: Locator): Promise<'Victory!' | 'Defeat'> {
  const verdict = fight.getByText(/^(Victory!|Defeat)$/);
  await verdict.waitFor({ timeout: 30_000 });
  return (await verdict.textContent()) as 'Victory!' | 'Defeat';
}

atBothWidths('daily quests and the arena on %s', (device, viewport) => {
  const d = device.slice(0, 1);

  it('Home: a finished quest is claimed and the purse grows by its reward', async () => {
    const { page, username } = await openAsWarrior(viewport, `q${d}`);
    const quests = page.getByRole('region', { name: 'Daily Quests' });
    const list = quests.getByRole('list', { name: 'Today’s quests' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
    expect(await quests.getByRole('progressbar').count()).toBe(3);
    expect(await quests.getByRole('button', { name: /^Claim/ }).count()).toBe(0);
    await quests.getByText('No streak yet: claim all three to start one').waitFor();
    await quests.getByText(/^New quests in \d+ h( \d+ min)?$|^New quests in \d+ min/).waitFor();
    await capture(page, `quests-new-${device}`);

    // Its fights or forging done, as the server would have counted them.
    const goal = await finishQuest(username);
    await page.reload();
    const claim = quests.getByRole('button', { name: /^Claim / });
    await claim.waitFor();
    const title = await list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Claim / }) })
      .getByRole('heading')
      .textContent();
    const quest = list.getByRole('listitem', { name: title ?? '' });
    expect(await quest.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(goal));
    const reward = amount(/([\d,]+) gold/.exec((await quest.textContent()) ?? '')?.[1] ?? null);
    expect(reward).toBeGreaterThan(0);
    await expect.poll(() => purseGold(page)).toBeGreaterThan(0);
    const before = await purseGold(page);
    await expectTouchable(page, `quests-to-claim-${device}`);

    await claim.click();
    await quest.getByText('Claimed', { exact: true }).waitFor();
    await quests.getByRole('status').filter({ hasText: 'done!' }).waitFor();
    await expect.poll(() => purseGold(page)).toBe(before + reward);
    expect(await quests.getByRole('button', { name: /^Claim/ }).count()).toBe(0);
    await expectTouchable(page, `quests-claimed-${device}`);

    // The claim is kept: after a reload the quest is still claimed, the purse still fuller.
    await page.reload();
    await list.getByRole('listitem').filter({ hasText: 'Claimed' }).waitFor();
    await expect.poll(() => purseGold(page)).toBe(before + reward);
    expect(pageProblems(page)).toEqual([]);
  });

  it('Arena: a challenge plays out line by line, moves the rating and joins both logs', async () => {
    const rival = await openAsWarrior(viewport, `r${d}`);
    const { page, username } = await openAsWarrior(viewport, `a${d}`);
    // Apart from every other hero: the two are each other's nearest opponents.
    const rating = 1150 + Math.floor(Math.random() * 300);
    await setArenaRating(rival.username, rating);
    await setArenaRating(username, rating);

    await openFromFooter(page, 'Arena', '/arena');
    await page.getByRole('heading', { level: 1, name: 'Arena' }).waitFor();
    const card = page.getByRole('article', { name: rival.username });
    await card.waitFor();
    expect(await figure(page, 'Rating')).toBe(rating.toLocaleString('en-US'));
    expect(await figure(page, 'Challenges left')).toBe('5 / 5');
    await card.getByText('Warrior · Lv 1').waitFor();
    expect(
      await card
        .getByRole('list', { name: `${rival.username}’s gear` })
        .getByRole('listitem')
        .count(),
    ).toBe(3);
    await page.getByText(/^Challenges reset to 5 in /).waitFor();
    await expectTouchable(page, `arena-${device}`);

    await card.getByRole('button', { name: `Challenge ${rival.username}` }).click();
    const fight = page.getByRole('region', { name: `You challenge ${rival.username}` });
    const lines = fight.getByRole('log', { name: 'Battle Log' }).getByRole('listitem');
    await lines.first().waitFor();
    const steps = await watchLogGrowth(page);
    await fight.getByRole('button', { name: 'Skip' }).waitFor();
    await capture(page, `arena-replay-${device}`);
    const verdict = await verdictOf(fight);

    // The lines came one at a time, and the verdict once they were all there.
    const counts = await steps();
    expect(counts.length).toBeGreaterThan(1);
    for (const [i, count] of counts.entries()) {
      if (i > 0) expect(count).toBe(counts[i - 1]! + 1);
    }
    expect(counts.at(-1)).toBe(await lines.count());
    expect(await fight.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    const ratingLine = (await fight.getByText(/^Rating [+−±]/).textContent()) ?? '';
    const [, sign, change, now] = /^Rating ([+−±])(\d+), now ([\d,]+)$/.exec(ratingLine) ?? [];
    expect(amount(now ?? null)).toBe(rating + (sign === '−' ? -1 : 1) * Number(change));
    expect(Number(change)).toBeGreaterThan(0);
    // A win pays 20 + 4 × the level in gold, shown under the rating; a loss nothing.
    const won = verdict === 'Victory!';
    expect(await fight.getByText('+24 gold', { exact: true }).count()).toBe(won ? 1 : 0);
    // Said once, when it was over.
    expect(await fight.getByRole('status').textContent()).toBe(
      `${won ? 'Victory' : 'Defeat'} against ${rival.username}. ${ratingLine}.${won ? ' +24 gold.' : ''}`,
    );
    await expect.poll(() => figure(page, 'Rating')).toBe(now);
    expect(await figure(page, 'Challenges left')).toBe('4 / 5');
    const log = page.getByRole('region', { name: 'Fight Log' });
    const entry = log.getByRole('listitem').filter({ hasText: `You challenged ${rival.username}` });
    await entry.waitFor();
    expect(
      await entry.getByText(verdict === 'Victory!' ? 'Win' : 'Loss', { exact: true }).count(),
    ).toBe(1);
    await expectTouchable(page, `arena-result-${device}`);

    // Watched again from the log: the same fight, skipped to its end.
    await entry.getByRole('button', { name: `Watch You challenged ${rival.username}` }).click();
    const again = page.getByRole('region', { name: `You challenged ${rival.username}` });
    await again.getByRole('log').getByRole('listitem').first().waitFor();
    const skip = again.getByRole('button', { name: 'Skip' });
    if (await skip.count()) await skip.click();
    expect(await verdictOf(again)).toBe(verdict);
    expect(await again.getByText(/^Rating [+−]/).textContent()).toBe(`Rating ${sign}${change}`);

    // The leaderboard, a link away, ranks the hero by the new rating.
    await page.getByRole('link', { name: 'Leaderboard' }).click();
    expect(new URL(page.url()).hash).toBe('#arena-leaderboard');
    const own = page
      .getByRole('region', { name: 'Arena Leaderboard' })
      .locator('tr[aria-current="true"]');
    await own.waitFor();
    expect(await own.getByRole('rowheader').textContent()).toContain(`${username} (you)`);

    // The rival sees the fight taken, the other way round.
    await openFromFooter(rival.page, 'Arena', '/arena');
    const taken = rival.page
      .getByRole('region', { name: 'Fight Log' })
      .getByRole('listitem')
      .filter({ hasText: `${username} challenged you` });
    await taken.waitFor();
    expect(
      await taken.getByText(verdict === 'Victory!' ? 'Loss' : 'Win', { exact: true }).count(),
    ).toBe(1);
    await capture(rival.page, `arena-defender-${device}`);

    expect(pageProblems(page)).toEqual([]);
    expect(pageProblems(rival.page)).toEqual([]);
  }, 120_000);
});
