import { lazyScreen } from '@/lib/lazy-screen';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { LoginRoute } from './login';

// The hero's home is a separate chunk: a logged-out visitor never downloads it.
const HomeRoute = lazyScreen(() => import('./home').then((m) => m.HomeRoute));
export const preloadHome = HomeRoute.preload;

/** Spec §2: / is the login form when logged out and the hero's home when logged in. */
export function LandingRoute() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <HomeRoute /> : <LoginRoute />;
}
