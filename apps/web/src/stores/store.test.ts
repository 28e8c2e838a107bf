import { describe, expect, it } from 'vitest';
import { persistConfig } from './persist-config';
import { initialSessionState, loginSuccess } from './session-slice';
import { createPersistedStore } from './store';

describe('persisted store', () => {
  it('waits at most 5 s for stored state (spec §9) and persists the session and explore state', () => {
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.whitelist).toEqual(['session', 'explore']);
  });

  it('writes the session to localStorage', async () => {
    const { store, persistor } = createPersistedStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    store.dispatch(loginSuccess({ token: 'a.b.c', userId: 'u1' }));
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { session?: string };
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ token: 'a.b.c', userId: 'u1' });
    persistor.pause();
  });

  it('rehydrates a session stored before hp_regen was kept, with hp_regen null', async () => {
    const { hp_regen: _absent, ...older } = {
      ...initialSessionState,
      token: 'a.b.c',
      userId: 'u1',
      user_hp: 80,
    };
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ session: JSON.stringify(older), _persist: JSON.stringify({ version: -1 }) }),
    );
    const { store, persistor } = createPersistedStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(store.getState().session).toMatchObject({ token: 'a.b.c', user_hp: 80, hp_regen: null });
    persistor.pause();
    localStorage.removeItem('persist:root');
  });
});
