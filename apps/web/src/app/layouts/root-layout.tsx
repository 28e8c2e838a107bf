import { Outlet, ScrollRestoration } from 'react-router';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { AuthLayout } from './auth-layout';
import { GameLayout } from './game-layout';

/** Two session states (spec §2): the chrome follows whether a session exists. */
export function RootLayout() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const Layout = loggedIn ? GameLayout : AuthLayout;
  return (
    <Layout>
      <Outlet />
      <ScrollRestoration />
    </Layout>
  );
}
