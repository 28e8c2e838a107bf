import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KIND_EFFECTS } from '@/features/notifications/utils/kinds';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApi } from '@/testing/mock-api';
import { renderRoutes, TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { initialSessionState } from '@/stores/session-slice';
import { routes } from './routes-config';

function userOk() {
  return mockApi((path) => {
    if (path === '/user') return { status: 200, body: { user: makeUserView() } };
    if (path === '/logout') return { status: 200, body: { message: 'Logged out.' } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

describe('logged-out routes', () => {
  it('shows the login form and the development banner at /', async () => {
    await renderRoutes(routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Return to the Hunt' })).toBeDefined();
    expect(screen.getByRole('note').textContent).toContain(
      'the database is reset often during development',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('also shows the login form at /login', async () => {
    await renderRoutes(routes, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Return to the Hunt' })).toBeDefined();
  });

  it('shows the register form at /register', async () => {
    await renderRoutes(routes, { path: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Hunt' })).toBeDefined();
  });

  it('sends logged-in pages back to the login form', async () => {
    await renderRoutes(routes, { path: '/hunt' });
    expect(screen.getByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
  });

  it('counts a user id without a token expiry as logged out', async () => {
    await renderRoutes(routes, { session: { ...initialSessionState, userId: TEST_USER_ID } });
    expect(screen.getByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
  });
});

/** Each link in the element as [text, href]. */
const linkTargets = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('logged-in shell', () => {
  it('has HOME, HUNT, SHOP, FORGE on top and the full menu with Logout below', async () => {
    userOk();
    await renderRoutes(routes, { session: hero });
    const top = linkTargets(screen.getByRole('navigation', { name: 'Main' }));
    expect(top).toEqual([
      ['HOME', '/'],
      ['HUNT', '/hunt'],
      ['SHOP', '/shop'],
      ['FORGE', '/forge'],
    ]);
    const realm = screen.getByRole('navigation', { name: 'Realm' });
    const bottom = linkTargets(realm);
    expect(bottom).toEqual([
      ['Explore', '/explore'],
      ['Hunt', '/hunt'],
      ['Arena', '/arena'],
      ['Guild', '/guild'],
      ['Premium Shop', '/shop-premium'],
      ['Equipment', '/equipment'],
      ['Inventory', '/inventory'],
      ['Combine', '/combine'],
      ['Gacha', '/gacha'],
      ['Bazaar', '/bazaar'],
      ['Settings', '/settings'],
    ]);
    expect(within(realm).getByRole('button', { name: 'Logout' })).toBeDefined();
    await screen.findByText('Ember Sword');
  });

  it('shows a themed not-found page for unknown routes', async () => {
    await renderRoutes(routes, { path: '/no/such/place', session: hero });
    expect(screen.getByRole('heading', { level: 1, name: 'Lost in the dark' })).toBeDefined();
  });

  it('sends /register home when already logged in', async () => {
    userOk();
    await renderRoutes(routes, { path: '/register', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'vesper' })).toBeDefined();
  });

  it('sends /login home when already logged in', async () => {
    userOk();
    const { router } = await renderRoutes(routes, { path: '/login', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'vesper' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out: calls the server, resets the session and shows the login form', async () => {
    const api = userOk();
    const { store } = await renderRoutes(routes, { path: '/hunt', session: hero });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
    expect(store.getState().session).toEqual(initialSessionState);
    expectFirstRequest(api, '/logout');
  });

  it('still logs out locally when the server call fails', async () => {
    mockApi(() => ({ status: 500 }));
    const { store } = await renderRoutes(routes, { path: '/hunt', session: hero });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session).toEqual(initialSessionState));
  });
});

describe('links from elsewhere', () => {
  it.each(Object.entries(KIND_EFFECTS))(
    'a %s toast links to a screen that exists',
    (_kind, effect) => {
      const matched = matchRoutes(routes, effect.opens.to) ?? [];
      expect(matched.length).toBeGreaterThan(0);
      expect(matched.at(-1)!.route.path).not.toBe('*');
    },
  );
});
