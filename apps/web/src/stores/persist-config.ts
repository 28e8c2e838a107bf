import storage from 'redux-persist/es/storage';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import createMigrate from 'redux-persist/es/createMigrate';
import type { MigrationManifest, PersistConfig, PersistedState } from 'redux-persist';
import { tokenExpiresAt } from '@/lib/jwt';
import type { RootState } from './root-reducer';

/** localStorage key is `persist:<key>`; the session and the explore state are kept (spec §3). */
export const PERSIST_KEY = 'root';

/** Bumped with every migration below; copies stored before the first one are version -1. */
export const PERSIST_VERSION = 0;

type StoredRoot = NonNullable<PersistedState> & { session?: unknown };

/**
 * Copies stored before a version are brought up to it on load. autoMergeLevel2 keeps
 * every stored field, even one the slice no longer has, so a field that must not
 * survive is dropped here.
 */
export const persistMigrations: MigrationManifest = {
  // Issue 15: the session held the token itself. Keep only its expiry, so a player
  // logged in before the change stays logged in (the cookie still carries the token).
  0: (state) => {
    const stored = state as StoredRoot | undefined;
    if (!stored || typeof stored.session !== 'object' || stored.session === null) return state;
    const { token, ...session } = stored.session as Record<string, unknown>;
    return {
      ...stored,
      session: {
        ...session,
        expires_at: typeof token === 'string' ? tokenExpiresAt(token) : null,
      },
    };
  },
};

export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: ['session', 'explore'],
  migrate: createMigrate(persistMigrations),
  // Merge one level deeper than the default, so fields added to a slice later get
  // their initial values instead of going missing from an older stored copy.
  stateReconciler: autoMergeLevel2,
  // Spec §9: give up waiting for stored state after 5 s instead of blocking the app.
  timeout: 5000,
};
