import type { RootState } from './root-reducer';

export const selectExplore = (state: RootState) => state.explore;

/** Spec §4: an exploration is set while a current map is stored. */
export const selectCurrentMap = (state: RootState) => state.explore.current_map;
