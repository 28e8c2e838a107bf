import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeHunt,
  makeHuntBattle,
  leaderboardAnswer,
  seasonsAnswer,
} from '@/features/hunt/testing/hunt-fixtures';
import { mockApi, requestsTo, type MockReply } from '@/testing/mock-api';
import { TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

type Override = (path: string) => MockReply | undefined;

/** The hero has just won floor 3; /hunt/next starts floor 4. */
function api(handler: Override = () => undefined) {
  let climbed = false;
  let left = false;
  return mockApi((path) => {
    const reply = handler(path);
    if (reply) return reply;
    if (path === '/hunt/next') {
      climbed = true;
      return { status: 200, body: { message: 'You climb to floor 4. Something stirs.' } };
    }
    if (path === '/hunt/clear-hunt') {
      left = true;
      return { status: 200, body: { message: 'You leave the tower.', fled: false, gold_lost: 0 } };
    }
    if (path === '/hunt') {
      if (climbed) {
        return {
          status: 200,
          body: makeHunt({
            current_floor: 4,
            monster: { monster_name: 'Imp', monster_level: 4, boss: false, marks: [] },
          }),
        };
      }
      return { status: 200, body: makeHunt({ current_floor: left ? null : 3 }) };
    }
    if (path === '/hunt/initialize') {
      return { status: 200, body: makeHuntBattle({ current_floor: 4, map_name: 'Floor 4' }) };
    }
    if (path === '/leaderboard/hunt') return { status: 200, body: leaderboardAnswer() };
    if (path === '/seasons') return { status: 200, body: seasonsAnswer() };
    return { status: 404, body: { message: 'Not found' } };
  });
}

function renderHuntError(state?: unknown) {
  return renderRoutesWithState(routes, {
    entry: { pathname: '/hunt-error', state },
    session: hero,
  });
}

/** Waits for the floor to load, then presses the named button. */
async function pressOnceLoaded(name: string) {
  await screen.findByText('The Ashen Gate · Floor 3');
  fireEvent.click(screen.getByRole('button', { name }));
}

const bodiesTo = (fetchMock: ReturnType<typeof api>, path: string) =>
  requestsTo(fetchMock, path).map((r) => r.body);

describe('/hunt-error', () => {
  it("shows 'Please proceed' with Clear Floor and Next Floor, naming the floor", async () => {
    api();
    renderHuntError();
    expect(screen.getByRole('heading', { level: 1, name: 'Please proceed' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Clear Floor' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next Floor' })).toBeDefined();
    expect(await screen.findByText('The Ashen Gate · Floor 3')).toBeDefined();
    expect(screen.getByText('Climb on to floor 4.')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    {
      name: 'Next Floor posts /hunt/next, then /hunt sends the new fight on to /hunt-battle',
      button: 'Next Floor',
      post: '/hunt/next',
      to: '/hunt-battle',
      arrived: () => screen.findByRole('heading', { level: 1, name: 'Floor 4' }),
    },
    {
      name: 'Clear Floor posts /hunt/clear-hunt and goes back to /hunt',
      button: 'Clear Floor',
      post: '/hunt/clear-hunt',
      to: '/hunt',
      arrived: () => screen.findByRole('button', { name: 'Start Hunt' }),
    },
  ])('$name', async ({ button, post, to, arrived }) => {
    const fetchMock = api();
    const { router } = renderHuntError();
    await pressOnceLoaded(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(bodiesTo(fetchMock, post)).toEqual([{ userId: TEST_USER_ID }]);
    expect(await arrived()).toBeDefined();
  });

  it('shows "Failed to move to the next floor." and "Failed to clear the floor."', async () => {
    api((path) =>
      path === '/hunt/next' || path === '/hunt/clear-hunt' ? { status: 500 } : undefined,
    );
    const { router } = renderHuntError();
    await pressOnceLoaded('Next Floor');
    await expectAlert('Failed to move to the next floor.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Floor' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to clear the floor.'),
    );
    expect(router.state.location.pathname).toBe('/hunt-error');
  });

  it("shows the server's refusal when there is no floor won", async () => {
    api((path) =>
      path === '/hunt/next' ? { status: 409, body: { message: 'Win floor 3 first.' } } : undefined,
    );
    renderHuntError();
    await pressOnceLoaded('Next Floor');
    await expectAlert('Win floor 3 first.');
  });

  it('shows why the fight could not be shown, when sent from /hunt-battle', async () => {
    api();
    renderHuntError({ error: 'Failed to initialize battle.' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to initialize battle.');
    await screen.findByText('The Ashen Gate · Floor 3');
  });

  it('with the fight still open, Clear Floor asks first: fleeing costs half a defeat (5% from level 5)', async () => {
    const fled =
      'You flee the fight and leave the tower. You lose 75 gold, half what a defeat costs.';
    const fetchMock = api((path) => {
      if (path === '/hunt') {
        return {
          status: 200,
          body: makeHunt({
            current_floor: 3,
            monster: { monster_name: 'Hellhound', monster_level: 3, boss: false, marks: [] },
          }),
        };
      }
      if (path === '/hunt/clear-hunt') {
        return { status: 200, body: { message: fled, fled: true, gold_lost: 75 } };
      }
      // /user is left unanswered (404), so the session shows what the defeat recorded.
      return undefined;
    });
    const { router, store } = renderRoutesWithState(routes, {
      entry: { pathname: '/hunt-error', state: { error: 'Failed to initialize battle.' } },
      session: { ...hero, level: 12, gold: 1500, user_hp: 80 },
    });
    await screen.findByText(/could not be shown\. Leaving the tower now costs half a defeat\./);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Floor' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Flee this fight?' });
    expect(dialog.textContent).toContain(
      'Fleeing costs 75 gold, half a defeat, and your HP drops to 0.',
    );
    expect(requestsTo(fetchMock, '/hunt/clear-hunt')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Flee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/battle-result'));
    expect(router.state.location.search).toBe('?result=lose');
    expect(router.state.location.state).toMatchObject({ page: 'hunt', floor: 3, fled: true });
    expect((await screen.findByText(/You lost/)).textContent).toBe('You lost 75 gold.');
    expect(store.getState().session).toMatchObject({ gold: 1425, user_hp: 0 });
    expect(requestsTo(fetchMock, '/hunt/clear-hunt')).toHaveLength(1);
  });

  it("shows the server's message when a fight in the wilds stops the climb (409)", async () => {
    const wilds = 'A monster blocks your path in the wilds. Win that fight or flee it first.';
    api((path) => (path === '/hunt/next' ? { status: 409, body: { message: wilds } } : undefined));
    renderHuntError();
    await pressOnceLoaded('Next Floor');
    await expectAlert(wilds);
  });
});
