import type { Store } from '@reduxjs/toolkit';
import { tokenExpiresAt } from '@/lib/jwt';
import { initialExploreState } from './explore-slice';
import type { RootState } from './root-reducer';
import { initialSessionState } from './session-slice';

/**
 * Spec §3: the session and the explore state are kept in localStorage. The key and the
 * layout (each slice as JSON inside one JSON object, with `_persist.version`) are what
 * redux-persist wrote, so copies stored by earlier versions of the game load as they are.
 */
export const STORAGE_KEY = 'persist:root';

/** Bumped with every migration below; copies stored before the first one are version -1. */
export const STORED_VERSION = 0;

/** The slices kept, with the initial state an older stored copy is merged over. */
const KEPT = { session: initialSessionState, explore: initialExploreState } as const;
type KeptSlice = keyof typeof KEPT;
export const KEPT_SLICES = Object.keys(KEPT) as KeptSlice[];

type StoredRoot = Partial<Record<KeptSlice, unknown>>;
type Migration = (stored: StoredRoot) => StoredRoot;

/**
 * Copies stored before a version are brought up to it on load. Every stored field is
 * kept, even one the slice no longer has, so a field that must not survive is dropped here.
 */
export const storedMigrations: Record<number, Migration> = {
  // Issue 15: the session held the token itself. Keep only its expiry, so a player
  // logged in before the change stays logged in (the cookie still carries the token).
  0: (stored) => {
    if (typeof stored.session !== 'object' || stored.session === null) return stored;
    const { token, ...session } = stored.session as Record<string, unknown>;
    return {
      ...stored,
      session: { ...session, expires_at: typeof token === 'string' ? tokenExpiresAt(token) : null },
    };
  },
};

/** localStorage, or nothing where the browser refuses it (storage disabled, a sandbox). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parseObject(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The stored slices, migrated and merged over their initial state, read synchronously:
 * the first render already knows whether a session exists, so nothing waits for storage
 * (the spec's 5-second cap on waiting is met with no wait at all) and a pre-rendered
 * logged-out page can be hydrated instead of replaced. Unreadable copies count as none.
 */
export function readStoredState(storage: Storage | null): Partial<RootState> | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  const root = parseObject(raw);
  if (!root) return undefined;
  const version = parseObject(root._persist)?.version;
  let stored: StoredRoot = {};
  for (const slice of KEPT_SLICES) {
    const value = parseObject(root[slice]);
    if (value) stored[slice] = value;
  }
  const from = typeof version === 'number' ? version : -1;
  // A copy from a newer version (a rollback) is read as it is, like an up-to-date one.
  for (let next = from + 1; next <= STORED_VERSION; next += 1) {
    const migrate = storedMigrations[next];
    if (migrate) stored = migrate(stored);
  }
  return {
    session: { ...KEPT.session, ...(stored.session as object) },
    explore: { ...KEPT.explore, ...(stored.explore as object) },
  };
}

/** The kept slices as they are written: each as JSON, inside one JSON object. */
function serialise(state: RootState): string {
  const root: Record<string, string> = {};
  for (const slice of KEPT_SLICES) root[slice] = JSON.stringify(state[slice]);
  root._persist = JSON.stringify({ version: STORED_VERSION, rehydrated: true });
  return JSON.stringify(root);
}

/**
 * Writes the kept slices whenever one of them changes, at once (a tab closed right
 * after an action keeps it), and the migrated copy straight away. A logged-out store
 * with no exploration leaves nothing stored. Returns the unsubscribe function.
 */
export function keepInStorage(store: Store<RootState>, storage: Storage | null): () => void {
  if (!storage) return () => undefined;
  let written: Pick<RootState, KeptSlice> | null = null;
  const write = () => {
    const state = store.getState();
    if (written && KEPT_SLICES.every((slice) => state[slice] === written![slice])) return;
    written = { session: state.session, explore: state.explore };
    try {
      if (KEPT_SLICES.every((slice) => state[slice] === KEPT[slice]))
        storage.removeItem(STORAGE_KEY);
      else storage.setItem(STORAGE_KEY, serialise(state));
    } catch {
      // Full or refused storage: the game goes on; the session lasts until the tab closes.
    }
  };
  write();
  return store.subscribe(write);
}
