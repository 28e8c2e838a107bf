import { Link, useNavigate } from 'react-router';
import { CssIcon } from '@/components/ui/css-icon';
import { errorMessage } from '@/lib/error-message';
import { useAppDispatch } from '@/stores/hooks';
import { logout } from '@/stores/session-slice';
import { useLogIn } from '../hooks/use-log-in';
import { AuthCard } from './auth-card';
import { CredentialsForm, type Credentials } from './credentials-form';

export const LOGIN_FALLBACK_ERROR = 'An error occurred during login.';

export interface LoginFormProps {
  notice?: string | null;
  /** A name to start with (just registered, its automatic login failed). */
  username?: string | null;
}

/** Spec §2 login: username, password, a link to register; autocomplete off (spec §5). */
export function LoginForm({ notice, username }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logIn = useLogIn();

  async function send(credentials: Credentials) {
    await logIn(credentials);
    navigate('/', { replace: true });
  }

  function failed(err: unknown): string {
    // Spec §4: a failed login clears whatever session was there.
    dispatch(logout());
    return errorMessage(err, LOGIN_FALLBACK_ERROR);
  }

  return (
    <AuthCard
      crest={<CssIcon name="crossed-swords" />}
      title="Return to the Hunt"
      subtitle="The demons have not rested. Neither should you."
      footer={
        <>
          No hunter&rsquo;s mark yet? <Link to="/register">Register</Link>
        </>
      }
    >
      <CredentialsForm
        notice={notice}
        username={username}
        submitLabel="Log In"
        pendingLabel="Entering…"
        send={send}
        errorText={failed}
      />
    </AuthCard>
  );
}
