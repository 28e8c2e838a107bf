import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExploreState, PositionResponse } from '@demonbane/shared/explore-schemas';
import { makeBattle } from '@/testing/fixtures';
import { expectFirstRequest, mockApiWithDefaults, requestsTo } from '@/testing/mock-api';
import type { MockOverride } from '@/testing/mock-api';
import { TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { initialExploreState, type ExploreSliceState } from '@/stores/explore-slice';
import { answering } from '@/testing/battle-screen';
import { expectAlert } from '@/testing/assertions';
import { drankReply, POTION_PACK, RESTING_MESSAGE, restingReply } from '@/testing/resting';
import { routes } from '../routes-config';

const ashen = { _id: 1, map_name: 'Ashen Hills' };
const stored: ExploreSliceState = { ...initialExploreState, current_map: ashen, area: 1 };

const here: ExploreState = {
  current_map: ashen,
  area: 1,
  x: 1,
  y: 1,
  monster: null,
  next: ['right', 'down'],
  type: 'explore',
  grid: ['####?', '#S..?', '#.#??', '?????'],
};
const position: PositionResponse = { explore: here, type: 'explore', job_name: 'Warrior' };

const list = {
  explore: {
    map: [
      {
        _id: 1,
        map_name: 'Ashen Hills',
        area: [1],
        area_count: 3,
        recommended_level: 1,
        description: 'Grey slopes.',
        boss_piece_back_on: null,
      },
    ],
    current_map: null,
  },
};

const battle = makeBattle({}, { monster_level: 1 });

function api(override?: MockOverride) {
  return mockApiWithDefaults(
    {
      '/explore/current-position': position,
      '/explore/user': list,
      '/explore/clear': { message: 'You leave.', fled: false, gold_lost: 0 },
      '/explore/battle': battle,
    },
    override,
  );
}

function renderMap() {
  return renderRoutesWithState(routes, {
    entry: { pathname: '/explore-map' },
    session: hero,
    explore: stored,
  });
}

const arrow = (name: string) => screen.getByRole('button', { name });

/** Waits for the movement pad, then presses the named button. */
async function pressOnMap(name: string) {
  await screen.findByRole('group', { name: 'Movement' });
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('/explore-map', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the area as seen, the hero tile and the open directions', async () => {
    const fetchMock = api();
    const { container, store } = renderMap();
    const board = await screen.findByRole('img', { name: /^Map of Ashen Hills area 1/ });
    expect(board.getAttribute('aria-label')).toBe(
      'Map of Ashen Hills area 1. You stand at column 2, row 2. Open paths: right, down.',
    );
    expectFirstRequest(fetchMock, '/explore/current-position');
    expect(screen.getByRole('heading', { level: 1, name: 'Ashen Hills' })).toBeDefined();
    expect(screen.getByText('Exploring · Area 1')).toBeDefined();

    const tiles = container.querySelectorAll('[data-tile]');
    expect(tiles).toHaveLength(20);
    const kinds = Array.from(tiles, (t) => t.getAttribute('data-tile')).join('');
    expect(kinds).toBe('####?#S..?#.#???????');
    const heroTile = container.querySelector('[data-hero]');
    expect(heroTile?.getAttribute('data-tile')).toBe('S');
    expect(Array.from(tiles).indexOf(heroTile as Element)).toBe(6);

    expect(arrow('Move right').hasAttribute('disabled')).toBe(false);
    expect(arrow('Move down').hasAttribute('disabled')).toBe(false);
    expect(arrow('Move up').hasAttribute('disabled')).toBe(true);
    expect(arrow('Move left').hasAttribute('disabled')).toBe(true);
    expect(store.getState().explore).toMatchObject({ x: 1, y: 1, job_name: 'Warrior' });
  });

  it('moves with the arrow buttons and locks the controls for a moment', async () => {
    const moved = { ...here, x: 2, next: ['left', 'right'] as ExploreState['next'] };
    const fetchMock = api((path) =>
      path === '/explore/move'
        ? { status: 200, body: { explore: moved, monster: null, type: 'explore' } }
        : undefined,
    );
    const { store } = renderMap();
    await screen.findByRole('group', { name: 'Movement' });
    fireEvent.click(arrow('Move right'));
    // Locked at once: a second tap does nothing.
    expect(arrow('Move right').hasAttribute('disabled')).toBe(true);
    fireEvent.click(arrow('Move right'));

    await waitFor(() => expect(store.getState().explore.x).toBe(2));
    expect(requestsTo(fetchMock, '/explore/move').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, direction: 'right' },
    ]);
    await waitFor(() => expect(arrow('Move left').hasAttribute('disabled')).toBe(false));
    expect(arrow('Move down').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You move right. Open paths: left, right.')).toBeDefined();
  });

  it('moves with the arrow keys and WASD, only the open ways', async () => {
    const fetchMock = api((path) =>
      path === '/explore/move'
        ? { status: 200, body: { explore: here, monster: null, type: 'explore' } }
        : undefined,
    );
    renderMap();
    await screen.findByRole('group', { name: 'Movement' });

    fireEvent.keyDown(window, { key: 'w' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(requestsTo(fetchMock, '/explore/move')).toHaveLength(0);

    fireEvent.keyDown(window, { key: 'd' });
    await waitFor(() => expect(requestsTo(fetchMock, '/explore/move')).toHaveLength(1));
    await waitFor(() => expect(arrow('Move down').hasAttribute('disabled')).toBe(false));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await waitFor(() => expect(requestsTo(fetchMock, '/explore/move')).toHaveLength(2));
    expect(requestsTo(fetchMock, '/explore/move').map((r) => r.body.direction)).toEqual([
      'right',
      'down',
    ]);
  });

  it('goes to /battle when a move meets a monster', async () => {
    api((path) =>
      path === '/explore/move'
        ? {
            status: 200,
            body: {
              explore: { ...here, x: 2, monster: 'Imp', next: [], type: 'battle' },
              monster: 'Imp',
              type: 'battle',
            },
          }
        : undefined,
    );
    const { router, store } = renderMap();
    await screen.findByRole('group', { name: 'Movement' });
    fireEvent.click(arrow('Move right'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/battle'));
    expect(store.getState().explore).toMatchObject({ monster: 'Imp', type: 'battle' });
    expect(await screen.findByRole('heading', { name: 'Imp' })).toBeDefined();
  });

  it('goes straight to /battle when the hero is already in one', async () => {
    api((path) =>
      path === '/explore/current-position'
        ? {
            status: 200,
            body: {
              ...position,
              explore: { ...here, monster: 'Imp', next: [], type: 'battle' },
              type: 'battle',
            },
          }
        : undefined,
    );
    const { router } = renderMap();
    await waitFor(() => expect(router.state.location.pathname).toBe('/battle'));
  });

  it("shows the server's reason when a move is refused, else 'Error moving on the map.'", async () => {
    let reply = { status: 409, body: { message: 'You are too wounded to explore.' } } as {
      status: number;
      body?: unknown;
    };
    api((path) => (path === '/explore/move' ? reply : undefined));
    renderMap();
    await screen.findByRole('group', { name: 'Movement' });
    fireEvent.click(arrow('Move right'));
    await expectAlert('You are too wounded to explore.');

    reply = { status: 500 };
    await waitFor(() => expect(arrow('Move right').hasAttribute('disabled')).toBe(false));
    fireEvent.click(arrow('Move right'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error moving on the map.'),
    );
  });

  it('a resting refusal says why and when, counts down, and drinks a potion there', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const fetchMock = api((path) => {
      if (path === '/explore/move') return restingReply();
      if (path === '/inventory/consumables')
        return { status: 200, body: { consumables: POTION_PACK } };
      if (path === '/inventory/use-item') return drankReply(80, 162);
      return undefined;
    });
    renderRoutesWithState(routes, {
      entry: { pathname: '/explore-map' },
      session: { ...hero, user_hp: 20, user_max_hp: 162 },
      explore: stored,
    });
    await pressOnMap('Move right');
    const notice = within(await screen.findByRole('region', { name: RESTING_MESSAGE }));
    expect(notice.getByRole('alert').textContent).toBe(RESTING_MESSAGE);
    expect(notice.getByText('Ready to set out in 1 min 30 s.')).toBeDefined();
    act(() => vi.advanceTimersByTime(5000));
    expect(notice.getByText('Ready to set out in 1 min 25 s.')).toBeDefined();

    // 90 s of regeneration at 162 max HP is about 13 HP: the Minor potion does.
    fireEvent.click(notice.getByRole('button', { name: 'Drink a potion' }));
    expect((await notice.findByRole('status')).textContent).toBe(
      'You drink a Minor Healing Potion: HP 80 / 162.',
    );
    expect(requestsTo(fetchMock, '/inventory/use-item').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, itemId: 'potion-minor' },
    ]);
    expect(notice.getByText('Try again when you are ready.')).toBeDefined();
  });

  it('a resting refusal without potions points to the shop', async () => {
    api((path) => {
      if (path === '/explore/move') return restingReply();
      if (path === '/inventory/consumables') return { status: 200, body: { consumables: [] } };
      return undefined;
    });
    renderMap();
    await pressOnMap('Move right');
    const notice = within(await screen.findByRole('region', { name: RESTING_MESSAGE }));
    expect((await notice.findByText(/^No potions/)).textContent).toBe(
      'No potions — buy some in the shop',
    );
    expect(notice.getByRole('link', { name: 'buy some in the shop' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('shows the goal and Back to Map Selection, which clears the exploration', async () => {
    const fetchMock = api((path) =>
      path === '/explore/current-position'
        ? {
            status: 200,
            body: {
              ...position,
              explore: { ...here, x: 7, y: 5, next: [], type: 'goal' },
              type: 'goal',
            },
          }
        : undefined,
    );
    const { router, store } = renderMap();
    expect(await screen.findByText('You have finished the Ashen Hills area 1')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Movement' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Map Selection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    expectFirstRequest(fetchMock, '/explore/clear');
    expect(store.getState().explore).toEqual(initialExploreState);
    expect(await screen.findByRole('heading', { name: 'Ashen Hills' })).toBeDefined();
  });

  it('Leave Dungeon clears the exploration and returns to /explore in one click (no fight)', async () => {
    const fetchMock = api();
    const { router, store } = renderMap();
    await pressOnMap('Leave Dungeon');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    expect(requestsTo(fetchMock, '/explore/clear')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/explore/clear')[0]?.init?.headers).toHaveProperty(
      'Idempotency-Key',
    );
    expect(store.getState().explore).toEqual(initialExploreState);
  });

  it('says what leaving cost when it fled a fight opened meanwhile (another tab)', async () => {
    const fled =
      'You flee the fight and stagger out of the dungeon. You lose 150 gold, half what a defeat costs.';
    api((path) =>
      path === '/explore/clear'
        ? { status: 200, body: { message: fled, fled: true, gold_lost: 150 } }
        : undefined,
    );
    const { router, store } = renderRoutesWithState(routes, {
      entry: { pathname: '/explore-map' },
      session: { ...hero, gold: 1500, user_hp: 90 },
      explore: stored,
    });
    await pressOnMap('Leave Dungeon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    await expectAlert(fled);
    expect(store.getState().session).toMatchObject({ gold: 1350, user_hp: 0 });
  });

  it("shows the server's message when a fight in the tower stops the walk (409)", async () => {
    const tower =
      'You are fighting on floor 3 of the tower. Win that fight or leave the tower first.';
    api((path) =>
      path === '/explore/move' ? { status: 409, body: { message: tower } } : undefined,
    );
    const { router } = renderMap();
    await screen.findByRole('group', { name: 'Movement' });
    fireEvent.click(arrow('Move right'));
    await expectAlert(tower);
    expect(router.state.location.pathname).toBe('/explore-map');
  });

  it("says 'Failed to clear exploration data.' when the server refuses", async () => {
    api(answering('/explore/clear', { status: 500 }));
    const { router } = renderMap();
    await pressOnMap('Leave Dungeon');
    await expectAlert('Failed to clear exploration data.');
    expect(router.state.location.pathname).toBe('/explore-map');
  });

  it("says 'Error clearing exploration data.' when the request never arrives", async () => {
    api((path) => {
      if (path === '/explore/clear') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderMap();
    await pressOnMap('Leave Dungeon');
    await expectAlert('Error clearing exploration data.');
  });

  it("goes back to /explore with 'Error fetching map position.' when the position fails", async () => {
    api(answering('/explore/current-position', { status: 500 }));
    const { router, store } = renderMap();
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    await expectAlert('Error fetching map position.');
    expect(store.getState().explore).toEqual(initialExploreState);
    // The list shows; no bounce back to the map.
    expect(await screen.findByRole('heading', { name: 'Ashen Hills' })).toBeDefined();
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/explore');
  });
});
