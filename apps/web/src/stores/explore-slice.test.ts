import { describe, expect, it } from 'vitest';
import type { ExploreState } from '@demonbane/shared/explore-schemas';
import {
  clearExplore,
  exploreReducer,
  initialExploreState,
  setCurrentMap,
  setPosition,
  type ExploreSliceState,
} from './explore-slice';
import { loginSuccess, logout } from './session-slice';
import { createAppStore } from './store';

const ashenHills = { _id: 1, map_name: 'Ashen Hills' };

const position: ExploreState = {
  current_map: ashenHills,
  area: 1,
  x: 2,
  y: 1,
  monster: null,
  next: ['left', 'right'],
  type: 'explore',
  grid: ['###??', '#S..?', '###??'],
};

const exploring: ExploreSliceState = exploreReducer(
  undefined,
  setPosition({ explore: position, type: 'explore', job_name: 'Warrior' }),
);

describe('explore slice', () => {
  it('starts with no exploration', () => {
    const state = exploreReducer(undefined, { type: 'init' });
    expect(state).toEqual(initialExploreState);
    const nulls = ['current_map', 'area', 'x', 'y', 'monster', 'type', 'job_name'];
    expect(state).toEqual({
      ...Object.fromEntries(nulls.map((k) => [k, null])),
      next: [],
      grid: [],
    });
  });

  it('setCurrentMap sets the map and area and forgets the previous tile', () => {
    const state = exploreReducer(
      exploring,
      setCurrentMap({ current_map: { _id: 2, map_name: 'Cathedral of Cinders' }, area: 3 }),
    );
    expect(state).toEqual({
      ...initialExploreState,
      current_map: { _id: 2, map_name: 'Cathedral of Cinders' },
      area: 3,
    });
  });

  it('setPosition stores the tile, monster, allowed directions, type, job and grid', () => {
    // position holds every stored field but the job: ashenHills area 1, tile (2, 1), no
    // monster, next left/right, type explore and the grid.
    expect(exploring).toEqual({ ...position, job_name: 'Warrior' });
  });

  it('a move answer (no job_name) keeps the stored job', () => {
    const state = exploreReducer(
      exploring,
      setPosition({
        explore: { ...position, x: 3, monster: 'Imp', next: [], type: 'battle' },
        type: 'battle',
      }),
    );
    expect(state).toMatchObject({ x: 3, monster: 'Imp', next: [], type: 'battle' });
    expect(state.job_name).toBe('Warrior');
  });

  it('clearExplore ends the exploration', () => {
    expect(exploreReducer(exploring, clearExplore())).toEqual(initialExploreState);
  });

  it('is reset by logout and by a new login, like the session', () => {
    expect(exploreReducer(exploring, logout())).toEqual(initialExploreState);
    expect(exploreReducer(exploring, loginSuccess({ userId: 'u', expiresAt: 1 }))).toEqual(
      initialExploreState,
    );
  });

  it('logout resets it in the store', () => {
    const store = createAppStore({ explore: exploring });
    store.dispatch(logout());
    expect(store.getState().explore).toEqual(initialExploreState);
  });
});
