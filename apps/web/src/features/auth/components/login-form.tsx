import { Link, useNavigate } from 'react-router';
import { CssIcon } from '@/components/ui/css-icon';
import { errorMessage } from '@/lib/error-message';
import { tokenExpiresAt } from '@/lib/jwt';
import { useAppDispatch } from '@/stores/hooks';
import { loginSuccess, logout } from '@/stores/session-slice';
import { login } from '../api/login';
import { AuthCard } from './auth-card';
import { CredentialsForm, type Credentials } from './credentials-form';

export const LOGIN_FALLBACK_ERROR = 'An error occurred during login.';

/** Spec §2 login: username, password, a link to register; autocomplete off (spec §5). */
export function LoginForm({ notice }: { notice?: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function send(credentials: Credentials) {
    const res = await login(credentials);
    // The token itself stays in the httpOnly cookie; the session keeps when it runs out.
    const expiresAt = tokenExpiresAt(res.token);
    if (expiresAt === null) throw new Error('The login answer carried no token expiry.');
    dispatch(loginSuccess({ userId: res.user.userId, expiresAt }));
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
        submitLabel="Log In"
        pendingLabel="Entering…"
        send={send}
        errorText={failed}
      />
    </AuthCard>
  );
}
