import storage from 'redux-persist/es/storage';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import type { PersistConfig } from 'redux-persist';
import type { RootState } from './root-reducer';

/** localStorage key is `persist:<key>`; the session and the explore state are kept (spec §3). */
export const PERSIST_KEY = 'root';

export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  storage,
  whitelist: ['session', 'explore'],
  // Merge one level deeper than the default, so fields added to a slice later get
  // their initial values instead of going missing from an older stored copy.
  stateReconciler: autoMergeLevel2,
  // Spec §9: give up waiting for stored state after 5 s instead of blocking the app.
  timeout: 5000,
};
