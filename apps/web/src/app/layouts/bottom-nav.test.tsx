import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { questsAnswer } from '@/features/quests/testing/quest-fixtures';
import { makeUserView } from '@/testing/fixtures';
import { mockApiWithDefaults, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { initialSessionState } from '@/stores/session-slice';
import { routes } from '../routes-config';

const hero = loggedInSession({ username: 'vesper', job_name: 'Warrior' });

/** A screen `width` px wide, as far as media queries go. */
function screenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
    }),
  );
}

function api() {
  return mockApiWithDefaults({
    '/user': { user: makeUserView() },
    '/quests': questsAnswer(),
    '/logout': { message: 'Logged out.' },
  });
}

const quickNav = () => screen.findByRole('navigation', { name: 'Quick' });
const labels = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('the phone’s bottom bar', () => {
  it('keeps Home, Explore, Hunt and Shop under the thumb, and a closed Menu', async () => {
    screenWidth(375);
    api();
    await renderRoutes(routes, { session: hero });
    const bar = await quickNav();
    expect(labels(bar)).toEqual([
      ['Home', '/'],
      ['Explore', '/explore'],
      ['Hunt', '/hunt'],
      ['Shop', '/shop'],
    ]);
    const menu = within(bar).getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The spec's header and footer are still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Realm' })).toBeDefined();
  });

  it('Menu opens every other destination, Logout first; Escape closes it and keeps the focus', async () => {
    screenWidth(375);
    api();
    await renderRoutes(routes, { session: hero });
    const bar = await quickNav();
    const menu = within(bar).getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const sheet = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(sheet).not.toBeNull();
    const inSheet = within(sheet!);
    expect(labels(sheet!).map(([label]) => label)).toEqual([
      'Forge',
      'Arena',
      'Guild',
      'Premium Shop',
      'Equipment',
      'Inventory',
      'Combine',
      'Gacha',
      'Bazaar',
      'Settings',
    ]);
    expect(inSheet.getByRole('link', { name: 'Premium Shop' }).getAttribute('href')).toBe(
      '/shop-premium',
    );
    const logout = inSheet.getByRole('button', { name: 'Logout' });
    expect(
      logout.compareDocumentPosition(inSheet.getByRole('link', { name: 'Forge' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(sheet!.hidden).toBe(true);
    expect(document.activeElement).toBe(menu);
  });

  it('closes on a press outside it and after following one of its links', async () => {
    screenWidth(375);
    api();
    const { router } = await renderRoutes(routes, { session: hero });
    const bar = await quickNav();
    const menu = within(bar).getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    fireEvent.pointerDown(document.body);
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    fireEvent.click(within(bar).getByRole('link', { name: 'Gacha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gacha'));
    expect(within(await quickNav()).getByRole('button', { name: 'Menu' })).toHaveProperty(
      'ariaExpanded',
      'false',
    );
  });

  it('logs out from the menu', async () => {
    screenWidth(375);
    const fetchMock = api();
    const { store } = await renderRoutes(routes, { session: hero });
    const bar = await quickNav();
    fireEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
    expect(requestsTo(fetchMock, '/logout')).toHaveLength(1);
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('is not there on a wide screen', async () => {
    screenWidth(1280);
    api();
    await renderRoutes(routes, { session: hero });
    await screen.findByRole('heading', { level: 1, name: 'vesper' });
    expect(screen.queryByRole('navigation', { name: 'Quick' })).toBeNull();
  });

  it('gives way to a fight’s own action bar', async () => {
    screenWidth(375);
    mockApiWithDefaults({}, () => new Promise(() => {}));
    await renderRoutes(routes, { session: hero, path: '/battle' });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('navigation', { name: 'Quick' })).toBeNull();
  });
});
