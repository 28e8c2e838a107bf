import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { HomeRoute } from './home';
import { LoginRoute } from './login';

/** Spec §2: / is the login form when logged out and the hero's home when logged in. */
export function LandingRoute() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <HomeRoute /> : <LoginRoute />;
}
