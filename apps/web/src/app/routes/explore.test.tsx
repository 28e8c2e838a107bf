import { formatWhen } from '@/lib/format-when';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExploreListResponse, PositionResponse } from '@demonbane/shared/explore-schemas';
import { expectFirstRequest, mockApi, type MockReply, requestsTo } from '@/testing/mock-api';
import { renderRoutes, VESPER_SESSION as hero } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { initialExploreState } from '@/stores/explore-slice';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

const list: ExploreListResponse = {
  explore: {
    map: [
      {
        _id: 1,
        map_name: 'Ashen Hills',
        area: [1, 2],
        area_count: 3,
        recommended_level: 1,
        description: 'Grey slopes where the first breach opened.',
        boss_piece_back_on: '2026-11-09T10:00:00.000Z',
      },
      {
        _id: 2,
        map_name: 'Cathedral of Cinders',
        area: [1],
        area_count: 3,
        recommended_level: 5,
        description: 'A burned cathedral where cultists still chant.',
        boss_piece_back_on: null,
      },
    ],
    current_map: null,
  },
};

const position: PositionResponse = {
  explore: {
    current_map: { _id: 1, map_name: 'Ashen Hills' },
    area: 2,
    x: 1,
    y: 1,
    monster: null,
    next: ['right'],
    type: 'explore',
    grid: ['###', '#S.', '###'],
  },
  type: 'explore',
  job_name: 'Warrior',
};

function api(overrides: Record<string, MockReply> = {}) {
  return mockApi((path) => {
    if (overrides[path]) return overrides[path];
    if (path === '/explore/user') return { status: 200, body: list };
    if (path === '/explore/map') return { status: 200, body: { message: 'You enter.' } };
    if (path === '/explore/current-position') return { status: 200, body: position };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const mapCard = (name: string) => screen.getByRole('article', { name });

describe('/explore map selection', () => {
  it('shows the shared Hunt and Explore header', async () => {
    api();
    await renderRoutes(routes, { path: '/explore', session: hero });
    const nav = screen.getByRole('navigation', { name: 'Adventures' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['HuntDescend floor by floor', '/hunt', null],
      ['ExploreWalk the breach-lands', '/explore', 'true'],
    ]);
    await screen.findByRole('heading', { name: 'Ashen Hills' });
  });

  it('lists each map with its description, recommended level and areas', async () => {
    const fetchMock = api();
    await renderRoutes(routes, { path: '/explore', session: hero });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ashen Hills' })).toBeDefined();
    expectFirstRequest(fetchMock, '/explore/user');

    const ashen = within(mapCard('Ashen Hills'));
    expect(ashen.getByText('Grey slopes where the first breach opened.')).toBeDefined();
    expect(ashen.getByText(/Recommended level/).textContent).toBe('Recommended level 1');
    expect(ashen.getByRole('button', { name: 'Area 1' }).hasAttribute('disabled')).toBe(false);
    expect(ashen.getByRole('button', { name: 'Area 2' }).hasAttribute('disabled')).toBe(false);
    expect(ashen.getByRole('button', { name: 'Area 3 (locked)' }).hasAttribute('disabled')).toBe(
      true,
    );

    const cathedral = within(mapCard('Cathedral of Cinders'));
    expect(cathedral.getByText(/Recommended level/).textContent).toBe('Recommended level 5');
    expect(cathedral.getAllByRole('button', { name: /locked/ })).toHaveLength(2);
  });

  it('says which area’s way out a boss guards, and its level', async () => {
    api();
    await renderRoutes(routes, { path: '/explore', session: hero });
    await screen.findByRole('heading', { level: 2, name: 'Ashen Hills' });
    // Its piece claimed this week: the card says when it drops again.
    expect(within(mapCard('Ashen Hills')).getByText(/guards the way out/).textContent).toBe(
      `Area 3: a level 5 boss guards the way out. Unique piece already claimed this week — back on ${formatWhen('2026-11-09T10:00:00.000Z')}.`,
    );
    expect(
      within(mapCard('Cathedral of Cinders')).getByText(/guards the way out/).textContent,
    ).toMatch(/^Area 3: a level \d+ boss guards the way out\.$/);
  });

  it('selecting an area posts it, stores the map and area, and goes to /explore-map', async () => {
    const fetchMock = api();
    const { store, router } = await renderRoutes(routes, { path: '/explore', session: hero });
    await screen.findByRole('heading', { name: 'Ashen Hills' });
    fireEvent.click(within(mapCard('Ashen Hills')).getByRole('button', { name: 'Area 2' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/explore-map'));
    expectFirstRequest(fetchMock, '/explore/map', { mapId: 1, area: 2 });
    expect(store.getState().explore.current_map).toEqual({ _id: 1, map_name: 'Ashen Hills' });
    expect(store.getState().explore.area).toBe(2);
    expect(await screen.findByRole('group', { name: 'Movement' })).toBeDefined();
  });

  it('shows the server message for a locked area', async () => {
    api({ '/explore/map': { status: 409, body: { message: 'Area 2 opens later.' } } });
    await renderRoutes(routes, { path: '/explore', session: hero });
    await screen.findByRole('heading', { name: 'Ashen Hills' });
    fireEvent.click(within(mapCard('Ashen Hills')).getByRole('button', { name: 'Area 2' }));
    await expectAlert('Area 2 opens later.');
  });

  it("shows the server's message when a fight in the tower is still open (409)", async () => {
    const tower =
      'You are fighting on floor 3 of the tower. Win that fight or leave the tower first.';
    api({ '/explore/map': { status: 409, body: { message: tower } } });
    const { router } = await renderRoutes(routes, { path: '/explore', session: hero });
    await screen.findByRole('heading', { name: 'Ashen Hills' });
    fireEvent.click(within(mapCard('Ashen Hills')).getByRole('button', { name: 'Area 1' }));
    await expectAlert(tower);
    expect(router.state.location.pathname).toBe('/explore');
  });

  it("says 'Error setting the current map.' when the server gives no reason", async () => {
    api({ '/explore/map': { status: 500 } });
    const { router } = await renderRoutes(routes, { path: '/explore', session: hero });
    await screen.findByRole('heading', { name: 'Ashen Hills' });
    fireEvent.click(within(mapCard('Ashen Hills')).getByRole('button', { name: 'Area 1' }));
    await expectAlert('Error setting the current map.');
    expect(router.state.location.pathname).toBe('/explore');
  });

  it("says 'Error fetching exploration data.' when the list fails", async () => {
    api({ '/explore/user': { status: 500 } });
    await renderRoutes(routes, { path: '/explore', session: hero });
    await expectAlert('Error fetching exploration data.');
  });

  it('redirects to /explore-map when the server has an exploration set', async () => {
    api({
      '/explore/user': {
        status: 200,
        body: { explore: { ...list.explore, current_map: { _id: 1, map_name: 'Ashen Hills' } } },
      },
    });
    const { router, store } = await renderRoutes(routes, { path: '/explore', session: hero });
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore-map'));
    expect(store.getState().explore.current_map).toEqual({ _id: 1, map_name: 'Ashen Hills' });
  });

  it('redirects at once when an exploration is stored', async () => {
    const fetchMock = api();
    const { router } = renderRoutesWithState(routes, {
      entry: { pathname: '/explore' },
      session: hero,
      explore: { ...initialExploreState, current_map: { _id: 1, map_name: 'Ashen Hills' } },
    });
    expect(router.state.location.pathname).toBe('/explore-map');
    await screen.findByRole('group', { name: 'Movement' });
    expect(requestsTo(fetchMock, '/explore/user')).toHaveLength(0);
  });

  it('shows why the map could not load and stays on the list', async () => {
    api({
      '/explore/user': {
        status: 200,
        body: { explore: { ...list.explore, current_map: { _id: 1, map_name: 'Ashen Hills' } } },
      },
    });
    const { router } = renderRoutesWithState(routes, {
      entry: { pathname: '/explore', state: { exploreError: 'Error fetching map position.' } },
      session: hero,
    });
    await expectAlert('Error fetching map position.');
    expect(await screen.findByRole('heading', { name: 'Ashen Hills' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/explore');
  });
});
