import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import { persistConfig } from './persist-config';
import { rootReducer, type RootState } from './root-reducer';

// redux-persist's own actions carry callbacks; they never reach app state.
const middlewareOptions = {
  serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
};

/** The app's store, persisted to localStorage. */
export function createPersistedStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) => getDefault(middlewareOptions),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

/** A plain store for tests: same reducers and middleware, nothing persisted. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault(middlewareOptions),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
