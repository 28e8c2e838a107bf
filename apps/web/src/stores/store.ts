import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer';
import { expireSessionIfNeeded } from './session-actions';
import { browserStorage, keepInStorage, readStoredState } from './stored-state';

/** A store over the app's reducers, starting from `preloadedState`. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/**
 * The app's store: the stored session and exploration read before anything renders, a
 * session whose token has run out dropped (spec §4), and every change kept in storage.
 */
export function createPersistedStore(storage = browserStorage(), nowMs = Date.now()) {
  const store = createAppStore(readStoredState(storage));
  store.dispatch(expireSessionIfNeeded(nowMs));
  const stopKeeping = keepInStorage(store, storage);
  return { store, stopKeeping };
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
