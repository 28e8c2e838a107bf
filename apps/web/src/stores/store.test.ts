import { afterEach, describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/fixtures';
import { setCurrentMap } from './explore-slice';
import { selectIsLoggedIn } from './session-selectors';
import { initialSessionState, loginSuccess, logout } from './session-slice';
import { createPersistedStore } from './store';
import { KEPT_SLICES, STORAGE_KEY, STORED_VERSION, storedMigrations } from './stored-state';

/** What earlier versions stored (redux-persist's layout): each slice as JSON in one JSON object. */
function storeRoot(slices: Record<string, unknown>, version = -1) {
  const root: Record<string, string> = { _persist: JSON.stringify({ version, rehydrated: true }) };
  for (const [key, value] of Object.entries(slices)) root[key] = JSON.stringify(value);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(root));
}

function storedRoot(): Record<string, string> | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
}

function storedSession(): Record<string, unknown> {
  return JSON.parse(storedRoot()?.session ?? '{}') as Record<string, unknown>;
}

const EXP = Math.floor(Date.UTC(2100, 0, 1) / 1000);
const NOW = Date.UTC(2026, 10, 26);

let mounted: ReturnType<typeof createPersistedStore> | null = null;
function mount(nowMs = NOW) {
  mounted = createPersistedStore(localStorage, nowMs);
  return mounted.store;
}
afterEach(() => {
  mounted?.stopKeeping();
  mounted = null;
  localStorage.clear();
});

describe('persisted store', () => {
  it('keeps the session and the explore state (spec §3)', () => {
    expect(KEPT_SLICES).toEqual(['session', 'explore']);
  });

  it('knows the stored session before anything renders: no wait for storage', () => {
    storeRoot({ session: { userId: 'u1', expires_at: EXP * 1000 } }, STORED_VERSION);
    const store = mount();
    // Synchronously, straight after creating the store: the first render is the right one.
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('writes the session at once: the user id and expiry, no token', () => {
    const store = mount();
    store.dispatch(loginSuccess({ userId: 'u1', expiresAt: EXP * 1000 }));
    expect(storedSession()).toMatchObject({ userId: 'u1', expires_at: EXP * 1000 });
    expect(storedSession()).not.toHaveProperty('token');
    expect(JSON.parse(storedRoot()!._persist!)).toMatchObject({ version: STORED_VERSION });
  });

  it('a logout leaves nothing stored, and an exploration alone is kept', () => {
    const store = mount();
    store.dispatch(loginSuccess({ userId: 'u1', expiresAt: EXP * 1000 }));
    store.dispatch(setCurrentMap({ current_map: { _id: 1, map_name: 'Ashen Hills' }, area: 1 }));
    expect(JSON.parse(storedRoot()!.explore!)).toMatchObject({ area: 1 });
    store.dispatch(logout());
    expect(storedRoot()).toBeNull();
  });

  it('fields missing from an older stored copy get their initial values', () => {
    const { hp_regen: _absent, ...older } = {
      ...initialSessionState,
      userId: 'u1',
      expires_at: EXP * 1000,
      user_hp: 80,
    };
    storeRoot({ session: older }, STORED_VERSION);
    expect(mount().getState().session).toMatchObject({ user_hp: 80, hp_regen: null });
    storeRoot({ session: { userId: 'u1', expires_at: EXP * 1000 } }, STORED_VERSION);
    const session = mount().getState().session;
    expect(session.level).toBeNull();
    expect(session.locked_items).toEqual([]);
  });

  it('logs out on load when the stored session has expired, and forgets it', () => {
    storeRoot({ session: { userId: 'u1', expires_at: NOW - 60_000 } }, STORED_VERSION);
    const store = mount();
    expect(store.getState().session).toEqual(initialSessionState);
    expect(storedRoot()).toBeNull();
  });

  it('unreadable storage counts as nothing stored', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(mount().getState().session).toEqual(initialSessionState);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ session: '[1,2]', _persist: 'x' }));
    expect(mount().getState().session).toEqual(initialSessionState);
  });

  it('storage that throws on every call leaves the game playable', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const { store, stopKeeping } = createPersistedStore(refusing, NOW);
    store.dispatch(loginSuccess({ userId: 'u1', expiresAt: EXP * 1000 }));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    stopKeeping();
  });
});

describe('a session stored with its token (before issue 15)', () => {
  const token = makeToken({ sub: 'u1', exp: EXP });
  const { expires_at: _none, ...newer } = initialSessionState;
  const withToken = { ...newer, userId: 'u1', token, level: 4, locked_items: ['Rare:x'] };

  it('the migration drops the token and keeps its expiry', () => {
    const migrated = storedMigrations[0]!({ session: withToken }) as {
      session: Record<string, unknown>;
    };
    expect(migrated.session).not.toHaveProperty('token');
    expect(migrated.session).toMatchObject({ userId: 'u1', expires_at: EXP * 1000, level: 4 });
    // Nothing stored (logged out before the change) stays nothing.
    expect(storedMigrations[0]!({})).toEqual({});
  });

  it('loads without the token, stays logged in, and writes no token back to storage', () => {
    storeRoot({ session: withToken });
    const store = mount();

    const session = store.getState().session;
    expect(session).not.toHaveProperty('token');
    expect(session).toMatchObject({ userId: 'u1', expires_at: EXP * 1000, level: 4 });
    expect(session.locked_items).toEqual(['Rare:x']);

    // The migrated copy replaces the stored one at once, and after the next change too.
    const check = () => {
      const raw = localStorage.getItem(STORAGE_KEY) ?? '';
      expect(raw).not.toContain(token.split('.')[1]!);
      expect(raw).not.toMatch(/token/i);
      expect(storedSession()).toMatchObject({ userId: 'u1', expires_at: EXP * 1000 });
      expect(JSON.parse(storedRoot()!._persist!)).toMatchObject({ version: STORED_VERSION });
    };
    check();
    store.dispatch(loginSuccess({ userId: 'u1', expiresAt: EXP * 1000 }));
    check();
  });

  it('keeps a player stored with a live token logged in', () => {
    storeRoot({ session: { userId: 'u1', token: makeToken({ exp: NOW / 1000 + 3600 }) } });
    expect(selectIsLoggedIn(mount().getState())).toBe(true);
  });

  it('logs out on load a player stored with an expired token, or one that cannot be read', () => {
    storeRoot({ session: { userId: 'u1', token: makeToken({ exp: NOW / 1000 - 60 }) } });
    expect(mount().getState().session.userId).toBeNull();
    storeRoot({ session: { ...withToken, token: 'not-a-jwt' } });
    const session = mount().getState().session;
    expect(session.userId).toBeNull();
    expect(session).not.toHaveProperty('token');
  });
});
