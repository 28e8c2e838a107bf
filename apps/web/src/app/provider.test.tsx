import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/fixtures';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { createPersistedStore } from '@/stores/store';
import { AppProvider } from './provider';

function SessionProbe() {
  return <p>{useAppSelector(selectIsLoggedIn) ? 'logged in' : 'logged out'}</p>;
}

function storeSession(token: string) {
  const session = { userId: 'u1', token };
  localStorage.setItem(
    'persist:root',
    JSON.stringify({ session: JSON.stringify(session), _persist: JSON.stringify({ version: -1 }) }),
  );
}

describe('AppProvider', () => {
  it('restores a stored session with a live token', async () => {
    storeSession(makeToken({ exp: Date.now() / 1000 + 3600 }));
    const { store, persistor } = createPersistedStore();
    render(
      <AppProvider store={store} persistor={persistor}>
        <SessionProbe />
      </AppProvider>,
    );
    expect(await screen.findByText('logged in')).toBeDefined();
    // Fields missing from an older stored copy keep their initial values.
    expect(store.getState().session.level).toBeNull();
    expect(store.getState().session.locked_items).toEqual([]);
    persistor.pause();
  });

  it('logs out on load when the stored token has expired', async () => {
    storeSession(makeToken({ exp: Date.now() / 1000 - 60 }));
    const { store, persistor } = createPersistedStore();
    render(
      <AppProvider store={store} persistor={persistor}>
        <SessionProbe />
      </AppProvider>,
    );
    expect(await screen.findByText('logged out')).toBeDefined();
    expect(store.getState().session.token).toBeNull();
    persistor.pause();
  });
});
