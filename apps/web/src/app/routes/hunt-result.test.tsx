import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  huntRewards,
  makeHunt,
  makeHuntBattle,
  leaderboardAnswer,
  seasonsAnswer,
} from '@/features/hunt/testing/hunt-fixtures';
import { makeUserView } from '@/testing/fixtures';
import { mockApi, requestsTo, type MockReply } from '@/testing/mock-api';
import { TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { answering } from '@/testing/battle-screen';
import { expectAlert } from '@/testing/assertions';
import { RESTING_MESSAGE, restingReply } from '@/testing/resting';
import { routes } from '../routes-config';

/** /battle-result after a hunt: the hero won floor 2. */
function api(handler: (path: string) => MockReply | undefined = () => undefined) {
  let climbed = false;
  return mockApi((path) => {
    const reply = handler(path);
    if (reply) return reply;
    if (path === '/user') return { status: 200, body: { user: makeUserView() } };
    if (path === '/hunt/next') {
      climbed = true;
      return { status: 200, body: { message: 'You climb to floor 3.' } };
    }
    if (path === '/hunt/clear-hunt') {
      return { status: 200, body: { message: 'You leave.', fled: false, gold_lost: 0 } };
    }
    if (path === '/hunt') {
      return {
        status: 200,
        body: climbed
          ? makeHunt({
              current_floor: 3,
              monster: { monster_name: 'Hellhound', monster_level: 3, boss: false, marks: [] },
            })
          : makeHunt({ highest_hunt: 2, allowed_floors: [1, 2, 3] }),
      };
    }
    if (path === '/hunt/initialize') return { status: 200, body: makeHuntBattle() };
    if (path === '/leaderboard/hunt') return { status: 200, body: leaderboardAnswer() };
    if (path === '/seasons') return { status: 200, body: seasonsAnswer() };
    return { status: 404, body: { message: 'Not found' } };
  });
}

function renderWin() {
  return renderRoutesWithState(routes, {
    entry: {
      pathname: '/battle-result',
      search: '?result=win',
      state: { page: 'hunt', floor: 2, rewards: huntRewards, levelupto: null, battleLog: [] },
    },
    session: hero,
  });
}

/** Waits for the result to show, then presses the named button. */
async function pressOnResult(name: string) {
  await screen.findByText('Lv', { selector: 'abbr' });
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('/battle-result after a hunt win', () => {
  it('shows the rewards, then Clear Floor and Next Floor', async () => {
    api();
    renderWin();
    expect(screen.getByRole('heading', { level: 1, name: 'Victory!' })).toBeDefined();
    expect(screen.getByText('The Hunt')).toBeDefined();
    const rewards = within(screen.getByRole('region', { name: 'Rewards' }));
    expect(rewards.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '1.50k',
      '36',
      '1',
    ]);
    expect(screen.getByRole('button', { name: 'Clear Floor' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next Floor' })).toBeDefined();
    expect(screen.getByText('Climb on to floor 3.')).toBeDefined();
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('Next Floor posts /hunt/next, then /hunt leads into the fight on the floor above', async () => {
    const fetchMock = api();
    const { router } = renderWin();
    await pressOnResult('Next Floor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt-battle'));
    expect(requestsTo(fetchMock, '/hunt/next').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID },
    ]);
    expect(requestsTo(fetchMock, '/hunt')).toHaveLength(1);
    await screen.findByRole('heading', { level: 1, name: 'Floor 3' });
  });

  it('Clear Floor after a win leaves in one click: no fight is open, nothing to confirm', async () => {
    const fetchMock = api();
    const { router } = renderWin();
    await pressOnResult('Clear Floor');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt'));
    expect(requestsTo(fetchMock, '/hunt/clear-hunt')).toHaveLength(1);
    expect(await screen.findByRole('radio', { name: 'Floor 3' })).toBeDefined();
  });

  it('keeps the player on the result with the failure text when a button fails', async () => {
    api(answering('/hunt/next', { status: 500 }));
    const { router } = renderWin();
    await pressOnResult('Next Floor');
    await expectAlert('Failed to move to the next floor.');
    expect(router.state.location.pathname).toBe('/battle-result');
  });

  it('too hurt to climb on: the wait and a potion under Next Floor', async () => {
    api((path) => {
      if (path === '/hunt/next') return restingReply(45);
      if (path === '/inventory/consumables') return { status: 200, body: { consumables: [] } };
      return undefined;
    });
    const { router } = renderWin();
    await pressOnResult('Next Floor');
    const notice = within(await screen.findByRole('region', { name: RESTING_MESSAGE }));
    expect(notice.getByText('Ready to set out in 45 s.')).toBeDefined();
    expect(await notice.findByRole('link', { name: 'buy some in the shop' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/battle-result');
  });

  it("shows the server's message when a fight in the wilds stops the climb (409)", async () => {
    const wilds = 'A monster blocks your path in the wilds. Win that fight or flee it first.';
    api(answering('/hunt/next', { status: 409, body: { message: wilds } }));
    const { router } = renderWin();
    await pressOnResult('Next Floor');
    await expectAlert(wilds);
    expect(router.state.location.pathname).toBe('/battle-result');
  });
});
