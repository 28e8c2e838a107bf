import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Direction } from '@demonbane/game/explore';
import type { ExploreState, ExploreType } from '@demonbane/shared/explore-schemas';
import { loginSuccess, logout } from './session-slice';

export interface ExploreMapRef {
  _id: number;
  map_name: string;
}

/**
 * Spec §3 explore state, persisted with the session: the map and area being explored,
 * the hero's tile, the monster met there, the allowed directions and the map as seen.
 * `type` is null until the first position has loaded.
 */
export interface ExploreSliceState {
  current_map: ExploreMapRef | null;
  area: number | null;
  x: number | null;
  y: number | null;
  monster: string | null;
  next: Direction[];
  type: ExploreType | null;
  job_name: string | null;
  grid: string[];
}

export const initialExploreState: ExploreSliceState = {
  current_map: null,
  area: null,
  x: null,
  y: null,
  monster: null,
  next: [],
  type: null,
  job_name: null,
  grid: [],
};

/** What POST /explore/current-position and POST /explore/move report. */
export interface ExplorePosition {
  explore: ExploreState;
  type: ExploreType;
  /** Only the current-position answer carries it; a move keeps the stored one. */
  job_name?: string;
}

const exploreSlice = createSlice({
  name: 'explore',
  initialState: initialExploreState,
  reducers: {
    /**
     * Spec §4: selecting a map sets the current map and area. The tile and the rest
     * arrive with the first position; `area` is null when only the server's current
     * map is known (POST /explore/user does not say which area).
     */
    setCurrentMap: (
      _state,
      action: PayloadAction<{ current_map: ExploreMapRef; area: number | null }>,
    ) => ({
      ...initialExploreState,
      current_map: action.payload.current_map,
      area: action.payload.area,
    }),
    /** A position or move answer replaces the whole picture of where the hero stands. */
    setPosition: (state, action: PayloadAction<ExplorePosition>) => {
      const { explore, type, job_name } = action.payload;
      state.current_map = explore.current_map;
      state.area = explore.area;
      state.x = explore.x;
      state.y = explore.y;
      state.monster = explore.monster;
      state.next = explore.next;
      state.type = type;
      state.grid = explore.grid;
      if (job_name !== undefined) state.job_name = job_name;
    },
    /** Leaving the dungeon, finishing it or falling in battle ends the exploration. */
    clearExplore: () => initialExploreState,
  },
  extraReducers: (builder) => {
    // Spec §4: logout resets everything; a new login never inherits a previous hero's map.
    builder.addCase(logout, () => initialExploreState);
    builder.addCase(loginSuccess, () => initialExploreState);
  },
});

export const { setCurrentMap, setPosition, clearExplore } = exploreSlice.actions;
export const exploreReducer = exploreSlice.reducer;
