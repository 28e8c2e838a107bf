import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HuntResponse } from '@demonbane/shared/hunt-schemas';
import {
  leaderboardAnswer,
  makeHunt,
  makeHuntBattle,
  seasonsAnswer,
} from '@/features/hunt/testing/hunt-fixtures';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApiWithDefaults, requestsTo } from '@/testing/mock-api';
import type { MockOverride, MockReply } from '@/testing/mock-api';
import { renderRoutes, TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { expectAlert } from '@/testing/assertions';
import { drankReply, POTION_PACK, RESTING_MESSAGE, restingReply } from '@/testing/resting';
import { routes } from '../routes-config';

function api(hunt: HuntResponse = makeHunt(), override?: MockOverride) {
  return mockApiWithDefaults(
    {
      '/hunt': hunt,
      '/leaderboard/hunt': leaderboardAnswer(['mordrake', 'vesper', 'ilse']),
      '/seasons': seasonsAnswer(),
      '/hunt/initialize': makeHuntBattle(),
      '/user': { user: makeUserView() },
    },
    override,
  );
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function renderHunt() {
  return await renderRoutes(routes, { path: '/hunt', session: hero });
}

const floorRadios = () =>
  within(screen.getByRole('group', { name: 'Floor' }))
    .getAllByRole('radio')
    .map((r) => [r.getAttribute('aria-label'), (r as HTMLInputElement).checked]);

describe('/hunt', () => {
  it('shows the season best, personal best and season rank, the open floors and the newest chosen', async () => {
    const fetchMock = api(
      makeHunt({ highest_hunt: 5, allowed_floors: [1, 2, 3, 4, 5, 6], rank: 2, season_floor: 4 }),
    );
    await renderHunt();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hunt' })).toBeDefined();
    await screen.findByRole('group', { name: 'Floor' });
    expectFirstRequest(fetchMock, '/hunt');
    expect(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
    ).toEqual([
      ['Season best', '4'],
      ['Personal best', '5'],
      ['Season rank', '#2'],
    ]);
    expect(floorRadios()).toEqual([
      ['Floor 1, cleared', false],
      ['Floor 2, cleared', false],
      ['Floor 3, cleared', false],
      ['Floor 4, cleared', false],
      ['Floor 5, boss, cleared', false],
      ['Floor 6', true],
    ]);
    const preview = within(screen.getByRole('article', { name: 'Floor 6' }));
    expect(preview.getByText('Imp')).toBeDefined();
    expect(preview.getByText('The Ashen Gate')).toBeDefined();
    const adventures = within(screen.getByRole('navigation', { name: 'Adventures' }));
    expect(adventures.getByRole('link', { name: /Hunt/ }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('previews the chosen floor: a boss floor is marked with its guardian', async () => {
    api(makeHunt({ highest_hunt: 5, allowed_floors: [1, 2, 3, 4, 5, 6] }));
    await renderHunt();
    fireEvent.click(await screen.findByRole('radio', { name: 'Floor 5, boss, cleared' }));
    const preview = within(screen.getByRole('article', { name: 'Floor 5' }));
    expect(preview.getByText('Boss floor')).toBeDefined();
    expect(preview.getByText('Gate Warden')).toBeDefined();
    expect(preview.getByText('Lv').parentElement?.textContent).toBe('Lv 7');
    expect(preview.getByRole('img', { name: 'Gate Warden portrait' })).toBeDefined();
  });

  it('Start Hunt sets the chosen floor and goes to /hunt-battle', async () => {
    const fetchMock = api(makeHunt(), (path) =>
      path === '/hunt/set-hunt'
        ? {
            status: 200,
            body: {
              monster: { monster_name: 'Ghoul', monster_level: 2, boss: false, marks: [] },
              message: 'You climb to floor 2.',
            },
          }
        : undefined,
    );
    const { router } = await renderHunt();
    fireEvent.click(await screen.findByRole('radio', { name: 'Floor 2, cleared' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Hunt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt-battle'));
    expect(requestsTo(fetchMock, '/hunt/set-hunt').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, hunt: 2 },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor 3' })).toBeDefined();
  });

  it('shows the server message, or "Failed to set the hunt.", when the floor cannot be set', async () => {
    let reply: MockReply = { status: 409, body: { message: 'Floor 9 is not open yet.' } };
    api(makeHunt(), (path) => (path === '/hunt/set-hunt' ? reply : undefined));
    const { router } = await renderHunt();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Hunt' }));
    await expectAlert('Floor 9 is not open yet.');
    reply = { status: 500 };
    fireEvent.click(screen.getByRole('button', { name: 'Start Hunt' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to set the hunt.'),
    );
    expect(router.state.location.pathname).toBe('/hunt');
  });

  it('too hurt to start: the wait and a potion beside Start Hunt, then the climb', async () => {
    let rested = false;
    const fetchMock = api(makeHunt(), (path) => {
      if (path === '/inventory/consumables') {
        return { status: 200, body: { consumables: POTION_PACK } };
      }
      if (path === '/inventory/use-item') {
        rested = true;
        return drankReply(160, 162);
      }
      if (path !== '/hunt/set-hunt') return undefined;
      if (!rested) return restingReply(600);
      return {
        status: 200,
        body: {
          monster: { monster_name: 'Ghoul', monster_level: 3, boss: false, marks: [] },
          message: 'You climb to floor 3.',
        },
      };
    });
    const { router } = await renderRoutes(routes, {
      path: '/hunt',
      session: { ...hero, user_hp: 10, user_max_hp: 162 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Hunt' }));
    const notice = within(await screen.findByRole('region', { name: RESTING_MESSAGE }));
    expect(notice.getByText('Ready to set out in 10 min.')).toBeDefined();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([RESTING_MESSAGE]);

    // 10 minutes of regeneration at 162 max HP is 81 HP: the Healing Potion (150) does.
    fireEvent.click(await notice.findByRole('button', { name: 'Drink a potion' }));
    await notice.findByText('You drink a Healing Potion: HP 160 / 162.');
    expect(requestsTo(fetchMock, '/inventory/use-item')[0]?.body).toEqual({
      userId: TEST_USER_ID,
      itemId: 'potion',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Hunt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt-battle'));
  });

  it("shows the server's message when a fight in the wilds is still open (409)", async () => {
    const wilds = 'A monster blocks your path in the wilds. Win that fight or flee it first.';
    api(makeHunt(), (path) =>
      path === '/hunt/set-hunt' ? { status: 409, body: { message: wilds } } : undefined,
    );
    const { router } = await renderHunt();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Hunt' }));
    await expectAlert(wilds);
    expect(router.state.location.pathname).toBe('/hunt');
  });

  it('lists the boss bounties: floor, boss, level, and ×3 unclaimed or claimed', async () => {
    api(
      makeHunt({
        highest_hunt: 7,
        allowed_floors: [1, 2, 3, 4, 5, 6, 7, 8],
        bosses: [
          { floor: 5, monster_name: 'Gate Warden', monster_level: 7, claimed: true },
          { floor: 10, monster_name: 'Cinder Bishop', monster_level: 12, claimed: false },
        ],
      }),
    );
    await renderHunt();
    const bounties = within(await screen.findByRole('region', { name: 'Boss Bounties' }));
    const rows = bounties.getAllByRole('listitem');
    expect(rows.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Floor 5: Gate Warden',
      'Floor 10: Cinder Bishop',
    ]);
    expect(rows.map((li) => li.textContent)).toEqual([
      'Floor 5Gate Warden Lv 7Claimed',
      'Floor 10 · not open yetCinder Bishop Lv 12Bounty ×3 unclaimed',
    ]);
  });

  it('the preview pays ×3 on a boss floor only while its bounty is unclaimed', async () => {
    const bosses = [
      { floor: 5, monster_name: 'Gate Warden', monster_level: 7, claimed: true },
      { floor: 10, monster_name: 'Cinder Bishop', monster_level: 12, claimed: false },
    ];
    api(makeHunt({ highest_hunt: 10, allowed_floors: range(1, 11), bosses }));
    await renderHunt();
    fireEvent.click(await screen.findByRole('radio', { name: 'Floor 10, boss, cleared' }));
    expect(
      within(screen.getByRole('article', { name: 'Floor 10' })).getByText(/pays ×3 rewards/)
        .textContent,
    ).toBe(
      'A boss two levels above the floor. Its first fall pays ×3 rewards: the bounty is unclaimed.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Floor 5, boss, cleared' }));
    const claimed = within(screen.getByRole('article', { name: 'Floor 5' }));
    expect(claimed.getByText(/Bounty claimed/).textContent).toBe(
      'A boss two levels above the floor. Bounty claimed: it now pays as an ordinary floor.',
    );
    expect(claimed.queryByText(/×3/)).toBeNull();
  });

  it('a fight under way (current floor and monster) goes to /hunt-battle', async () => {
    api(
      makeHunt({
        current_floor: 3,
        monster: { monster_name: 'Hellhound', monster_level: 3, boss: false, marks: [] },
      }),
    );
    const { router } = await renderHunt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt-battle'));
    await screen.findByRole('heading', { level: 1, name: 'Floor 3' });
  });

  it('a floor without a monster goes to /hunt-error', async () => {
    api(makeHunt({ current_floor: 3, monster: null }));
    const { router } = await renderHunt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt-error'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Please proceed' })).toBeDefined();
  });

  it('shows "Failed to fetch hunt data." when the hunt cannot be loaded', async () => {
    api(makeHunt(), (path) => (path === '/hunt' ? { status: 500 } : undefined));
    await renderHunt();
    await expectAlert('Failed to fetch hunt data.');
    expect(screen.queryByRole('button', { name: 'Start Hunt' })).toBeNull();
  });

  it('lists the top hunters and marks the player: "Your rank: #2"', async () => {
    const fetchMock = api(makeHunt({ rank: 2 }));
    await renderHunt();
    const board = within(await screen.findByRole('region', { name: 'Leaderboard' }));
    expect(await board.findByText('Your rank: #2')).toBeDefined();
    const table = within(await board.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Rank',
      'Hunter',
      'Floor',
      'Wins',
      'Paid',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toBe('1mordrakeWarrior · Lv 102030Yes');
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[1]?.textContent).toBe('2vesper (you)Magician · Lv 91724Yes');
    // Short of the season minimum: listed, marked, not paid.
    expect(rows[2]?.textContent).toMatch(/18Not yet$/);
    expect(
      board.getByText(/best floor this season is 10 or higher and who won 20 or more tower fights/),
    ).toBeDefined();
    expect(rows[0]?.getAttribute('aria-current')).toBeNull();
    expect(requestsTo(fetchMock, '/leaderboard/hunt')[0]?.init?.method).toBe('GET');
  });

  it('before a floor is cleared: "Clear a floor to enter the leaderboard"', async () => {
    api(makeHunt({ highest_hunt: 0, allowed_floors: [1], rank: null }), (path) =>
      path === '/leaderboard/hunt' ? { status: 200, body: leaderboardAnswer() } : undefined,
    );
    await renderHunt();
    expect(await screen.findByText('Clear a floor to enter the leaderboard')).toBeDefined();
    expect(await screen.findByText(/No hunter has cleared a floor yet/)).toBeDefined();
    expect(floorRadios()).toEqual([['Floor 1', true]]);
  });
});
