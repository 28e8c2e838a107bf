import { afterEach, describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/fixtures';
import { PERSIST_VERSION, persistConfig, persistMigrations } from './persist-config';
import { initialSessionState, loginSuccess } from './session-slice';
import { createPersistedStore } from './store';

type Persisted = ReturnType<typeof createPersistedStore>;

async function bootstrapped({ persistor }: Persisted): Promise<void> {
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
}

/** What redux-persist stores: each slice as JSON inside one JSON object. */
function storeRoot(slices: Record<string, unknown>, version = -1) {
  const root: Record<string, string> = { _persist: JSON.stringify({ version, rehydrated: true }) };
  for (const [key, value] of Object.entries(slices)) root[key] = JSON.stringify(value);
  localStorage.setItem('persist:root', JSON.stringify(root));
}

function storedSession(): Record<string, unknown> {
  const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { session?: string };
  return JSON.parse(root.session ?? '{}') as Record<string, unknown>;
}

const EXP = Math.floor(Date.UTC(2100, 0, 1) / 1000);

let mounted: Persisted | null = null;
afterEach(() => {
  mounted?.persistor.pause();
  mounted = null;
  localStorage.removeItem('persist:root');
});

describe('persisted store', () => {
  it('waits at most 5 s for stored state (spec §9) and persists the session and explore state', () => {
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.whitelist).toEqual(['session', 'explore']);
    expect(persistConfig.version).toBe(PERSIST_VERSION);
  });

  it('writes the session to localStorage: the user id and expiry, no token', async () => {
    mounted = createPersistedStore();
    await bootstrapped(mounted);
    mounted.store.dispatch(loginSuccess({ userId: 'u1', expiresAt: EXP * 1000 }));
    await mounted.persistor.flush();
    expect(storedSession()).toMatchObject({ userId: 'u1', expires_at: EXP * 1000 });
    expect(storedSession()).not.toHaveProperty('token');
  });

  it('rehydrates a session stored before hp_regen was kept, with hp_regen null', async () => {
    const { hp_regen: _absent, ...older } = {
      ...initialSessionState,
      userId: 'u1',
      expires_at: EXP * 1000,
      user_hp: 80,
    };
    storeRoot({ session: older }, PERSIST_VERSION);
    mounted = createPersistedStore();
    await bootstrapped(mounted);
    expect(mounted.store.getState().session).toMatchObject({ user_hp: 80, hp_regen: null });
  });
});

describe('a session stored with its token (before issue 15)', () => {
  const token = makeToken({ sub: 'u1', exp: EXP });
  const { expires_at: _none, ...newer } = initialSessionState;
  const withToken = { ...newer, userId: 'u1', token, level: 4, locked_items: ['Rare:x'] };

  it('the migration drops the token and keeps its expiry', () => {
    const migrated = persistMigrations[0]!({
      session: withToken,
      _persist: { version: -1, rehydrated: true },
    } as never) as unknown as { session: Record<string, unknown> };
    expect(migrated.session).not.toHaveProperty('token');
    expect(migrated.session).toMatchObject({ userId: 'u1', expires_at: EXP * 1000, level: 4 });
    // Nothing stored (logged out before the change) stays nothing.
    expect(persistMigrations[0]!(undefined)).toBeUndefined();
  });

  it('loads without the token, stays logged in, and writes no token back to storage', async () => {
    storeRoot({ session: withToken });
    mounted = createPersistedStore();
    await bootstrapped(mounted);

    const session = mounted.store.getState().session;
    expect(session).not.toHaveProperty('token');
    expect(session).toMatchObject({ userId: 'u1', expires_at: EXP * 1000, level: 4 });
    expect(session.locked_items).toEqual(['Rare:x']);

    // The migrated copy replaces the stored one, also after the next change.
    await mounted.persistor.flush();
    mounted.store.dispatch({ type: 'any/change' });
    await mounted.persistor.flush();
    const raw = localStorage.getItem('persist:root') ?? '';
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(token.split('.')[1]!);
    expect(raw).not.toMatch(/token/i);
    expect(storedSession()).toMatchObject({ userId: 'u1', expires_at: EXP * 1000 });
    expect(JSON.parse(JSON.parse(raw)._persist as string)).toMatchObject({
      version: PERSIST_VERSION,
    });
  });

  it('a stored token that cannot be read leaves no expiry, so the session is not logged in', async () => {
    storeRoot({ session: { ...withToken, token: 'not-a-jwt' } });
    mounted = createPersistedStore();
    await bootstrapped(mounted);
    expect(mounted.store.getState().session).toMatchObject({ userId: 'u1', expires_at: null });
    expect(mounted.store.getState().session).not.toHaveProperty('token');
  });
});
