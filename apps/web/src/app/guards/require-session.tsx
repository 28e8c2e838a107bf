import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';

/** Logged-in routes: without a session the player lands on the login form at /. */
export function RequireSession() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <Outlet /> : <Navigate to="/" replace />;
}
