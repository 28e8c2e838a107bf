import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/fixtures';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { PERSIST_VERSION } from '@/stores/persist-config';
import { createPersistedStore } from '@/stores/store';
import { AppProvider } from './provider';

function SessionProbe() {
  return <p>{useAppSelector(selectIsLoggedIn) ? 'logged in' : 'logged out'}</p>;
}

function storeSession(session: Record<string, unknown>, version: number) {
  localStorage.setItem(
    'persist:root',
    JSON.stringify({ session: JSON.stringify(session), _persist: JSON.stringify({ version }) }),
  );
}

/** As the app stores it now: the token's expiry, not the token. */
function storeExpiry(expiresAt: number) {
  storeSession({ userId: 'u1', expires_at: expiresAt }, PERSIST_VERSION);
}

/** As the app stored it before issue 15: the token itself. */
function storeOldToken(token: string) {
  storeSession({ userId: 'u1', token }, -1);
}

/** Renders the provider around the probe with a store rehydrated from localStorage. */
function renderProvider() {
  const { store, persistor } = createPersistedStore();
  render(
    <AppProvider store={store} persistor={persistor}>
      <SessionProbe />
    </AppProvider>,
  );
  return { store, persistor };
}

describe('AppProvider', () => {
  it('restores a stored session that has not expired', async () => {
    storeExpiry(Date.now() + 3_600_000);
    const { store, persistor } = renderProvider();
    expect(await screen.findByText('logged in')).toBeDefined();
    // Fields missing from an older stored copy keep their initial values.
    expect(store.getState().session.level).toBeNull();
    expect(store.getState().session.locked_items).toEqual([]);
    persistor.pause();
  });

  it('logs out on load when the stored session has expired', async () => {
    storeExpiry(Date.now() - 60_000);
    const { store, persistor } = renderProvider();
    expect(await screen.findByText('logged out')).toBeDefined();
    expect(store.getState().session.userId).toBeNull();
    expect(store.getState().session.expires_at).toBeNull();
    persistor.pause();
  });

  it('keeps a player stored with a live token logged in, without the token', async () => {
    storeOldToken(makeToken({ exp: Date.now() / 1000 + 3600 }));
    const { store, persistor } = renderProvider();
    expect(await screen.findByText('logged in')).toBeDefined();
    expect(store.getState().session).not.toHaveProperty('token');
    persistor.pause();
  });

  it('logs out on load a player stored with an expired token', async () => {
    storeOldToken(makeToken({ exp: Date.now() / 1000 - 60 }));
    const { store, persistor } = renderProvider();
    expect(await screen.findByText('logged out')).toBeDefined();
    expect(store.getState().session.userId).toBeNull();
    persistor.pause();
  });
});
