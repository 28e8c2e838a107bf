import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useEndSessionOnUnauthorized } from '@/hooks/use-end-session';
import { lazyScreen, type ScreenHandle } from '@/lib/lazy-screen';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { AuthLayout } from './auth-layout';

// The logged-in chrome (menus, their icons, logout) is a chunk of its own: the login
// page never needs it.
const GameLayout = lazyScreen(() => import('./game-layout').then((m) => m.GameLayout));
export const preloadGameLayout = GameLayout.preload;

/** Two session states (spec §2): the chrome follows whether a session exists. */
export function RootLayout() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const Layout = loggedIn ? GameLayout : AuthLayout;
  const matches = useMatches();
  useEndSessionOnUnauthorized();

  // A logged-in screen renders inside the lazy chrome, so by itself its chunk would only
  // be asked for once the chrome's has arrived: start both at once instead.
  useEffect(() => {
    if (!loggedIn) return;
    for (const { handle } of matches)
      void (handle as Partial<ScreenHandle> | undefined)?.preload?.();
  }, [loggedIn, matches]);

  // This boundary waits for the chrome's own chunk; each layout has one for its screens.
  return (
    <Suspense fallback={<Loading />}>
      <Layout>
        <Outlet />
        <ScrollRestoration />
      </Layout>
    </Suspense>
  );
}
