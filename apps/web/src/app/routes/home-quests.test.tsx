import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_ANVIL, QUESTS, questsAnswer } from '@/features/quests/testing/quest-fixtures';
import { itemTexts } from '@/testing/assertions';
import { makeUserView } from '@/testing/fixtures';
import { mockApiWithDefaults, requestsTo, type MockOverride } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { routes } from '../routes-config';

const hero = loggedInSession({ username: 'vesper', job_name: 'Warrior', gold: 1500, soul: 30 });

function api(override?: MockOverride, quests = questsAnswer()) {
  return mockApiWithDefaults(
    { '/user': { user: makeUserView() }, '/quests': quests, '/quests/claim': CLAIM_ANVIL },
    override,
  );
}

async function renderHome() {
  await renderRoutes(routes, { session: hero });
  return within(await screen.findByRole('region', { name: 'Daily Quests' }));
}

const purseGold = () =>
  within(screen.getByLabelText('Purse')).getByText('Gold').closest('div')?.textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('Home: daily quests', () => {
  it('lists the three with their progress, reward and state, and the streak', async () => {
    const fetchMock = api();
    const panel = await renderHome();
    const list = await panel.findByRole('list', { name: 'Today’s quests' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(QUESTS.map((q) => q.title));
    expect(requestsTo(fetchMock, '/quests')[0]?.body).toEqual({ userId: TEST_USER_ID });

    const bars = panel.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Slayer: progress',
      'At the anvil: progress',
      'Tempt fate: progress',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      '7 of 15',
      '1 of 1',
      '3 of 3',
    ]);
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('7');
    expect(bars[0]?.getAttribute('aria-valuemax')).toBe('15');

    expect(itemTexts(list)).toEqual([
      'SlayerWin 15 fights against monsters of level 2 or higher, in the wilds or the tower.7 / 15Reward390 gold1 soulIn progress',
      'At the anvilStart a forging, or combine three copies into one.1 / 1Reward208 gold1 soulClaim At the anvil',
      'Tempt fateDraw 3 pieces from any gacha box.3 / 3Reward208 goldClaimed',
    ]);
    expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual(['Claim At the anvil']);
    expect(panel.getByText('3-day streak: +30% rewards')).toBeDefined();
  });

  it('Claim pays the reward into the purse and marks the quest claimed', async () => {
    // The server's list after the claim: At the anvil claimed.
    let claimed = false;
    const after = questsAnswer({
      quests: QUESTS.map((q) => (q.title === 'At the anvil' ? { ...q, claimed: true } : q)),
    });
    const fetchMock = api((path) => {
      if (path === '/quests/claim') claimed = true;
      return path === '/quests' && claimed ? { status: 200, body: after } : undefined;
    });
    const panel = await renderHome();
    await waitFor(() => expect(purseGold()).toBe('Gold1,500'));
    fireEvent.click(await panel.findByRole('button', { name: 'Claim At the anvil' }));

    expect(await panel.findByRole('status')).toBeDefined();
    expect(panel.getByRole('status').textContent).toBe(CLAIM_ANVIL.message);
    expect(purseGold()).toBe('Gold1,708');
    expect(within(screen.getByLabelText('Purse')).getByText('31')).toBeDefined();
    const anvil = panel.getByRole('listitem', { name: 'At the anvil' });
    expect(within(anvil).getByText('Claimed')).toBeDefined();
    expect(panel.queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(requestsTo(fetchMock, '/quests/claim').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, questId: '2026-11-25:smith' },
    ]);
    expect(requestsTo(fetchMock, '/quests/claim')[0]?.init?.headers).toHaveProperty(
      'Idempotency-Key',
    );
    // The list is read again, for the streak's new bonus.
    await waitFor(() => expect(requestsTo(fetchMock, '/quests')).toHaveLength(2));
  });

  it('a refused claim shows the server’s reason and pays nothing', async () => {
    const refusal = 'That quest was for another day: today’s are new.';
    api((path) =>
      path === '/quests/claim' ? { status: 409, body: { message: refusal } } : undefined,
    );
    const panel = await renderHome();
    await waitFor(() => expect(purseGold()).toBe('Gold1,500'));
    fireEvent.click(await panel.findByRole('button', { name: 'Claim At the anvil' }));
    const anvil = panel.getByRole('listitem', { name: 'At the anvil' });
    expect((await within(anvil).findByRole('alert')).textContent).toBe(refusal);
    expect(purseGold()).toBe('Gold1,500');
    expect(within(anvil).getByRole('button', { name: 'Claim At the anvil' })).toBeDefined();
  });

  it('without a streak says how to start one', async () => {
    api(undefined, questsAnswer({ streak: 0 }));
    const panel = await renderHome();
    expect(await panel.findByText('No streak yet: claim all three to start one')).toBeDefined();
  });

  it('after the third claim, the grown streak raises tomorrow’s rewards', async () => {
    const allClaimed = QUESTS.map((q) => ({ ...q, claimed: true }));
    api(undefined, questsAnswer({ streak: 4, quests: allClaimed }));
    const panel = await renderHome();
    expect(await panel.findByText('4-day streak: +40% on tomorrow’s rewards')).toBeDefined();
  });

  it('counts down to the reset each second, then reads the new day’s quests', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 23, 58, 30));
    const fetchMock = api(undefined, questsAnswer({ resets_at: '2026-11-26T00:00:00.000Z' }));
    const panel = await renderHome();
    expect(await panel.findByText('New quests in 1 min 30 s')).toBeDefined();
    act(() => vi.advanceTimersByTime(1000));
    expect(panel.getByText('New quests in 1 min 29 s')).toBeDefined();
    expect(requestsTo(fetchMock, '/quests')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(89_000));
    await waitFor(() => expect(requestsTo(fetchMock, '/quests')).toHaveLength(2));
  });

  it('says so when the quests cannot be loaded', async () => {
    api((path) => (path === '/quests' ? { status: 500 } : undefined));
    const panel = await renderHome();
    expect((await panel.findByRole('alert')).textContent).toBe('Failed to load the daily quests.');
  });
});
