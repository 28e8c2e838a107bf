import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';

/** /register makes no sense with a session: send the hero home instead. */
export function LoggedOutOnly() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <Navigate to="/" replace /> : <Outlet />;
}
