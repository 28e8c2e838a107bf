import { Link, useNavigate } from 'react-router';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@demonbane/shared/auth-limits';
import { CssIcon } from '@/components/ui/css-icon';
import { errorMessage } from '@/lib/error-message';
import { register } from '../api/register';
import { useLogIn } from '../hooks/use-log-in';
import { loginPrefill } from '../utils/login-prefill';
import { AuthCard } from './auth-card';
import { CredentialsForm, type Credentials } from './credentials-form';

export const REGISTER_FALLBACK_ERROR = 'An error occurred during registration.';

const HINTS = {
  username: `${USERNAME_MIN}–${USERNAME_MAX} letters, digits or underscores.`,
  password: `${PASSWORD_MIN}–${PASSWORD_MAX} characters.`,
};

const loadRegisterBody = () =>
  import('@demonbane/shared/auth-schemas').then((schemas) => schemas.registerBody);

/**
 * The server applies the same shared schema; checking first saves a round trip. The
 * schema (and zod) is fetched on the first submit, not with the page (its first paint).
 */
async function check(credentials: Credentials): Promise<string | null> {
  const registerBody = await loadRegisterBody();
  const parsed = registerBody.safeParse(credentials);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? REGISTER_FALLBACK_ERROR);
}

/**
 * Spec §2 register: username, password, a link back to login. A new hunter is logged in
 * with the same credentials and goes on to choose a job; should that login fail, the
 * login form opens with the name filled in.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const logIn = useLogIn();

  async function send(credentials: Credentials) {
    const registerBody = await loadRegisterBody();
    const res = await register(registerBody.parse(credentials));
    try {
      await logIn(credentials);
    } catch {
      navigate('/', { state: loginPrefill(res.message, credentials.username) });
      return;
    }
    // In one synchronous render with the new session, as a logout does: left to a
    // transition, this page's logged-out guard could send the player to / first.
    void navigate('/assign-job', { replace: true, flushSync: true });
  }

  return (
    <AuthCard
      crest={<CssIcon name="quill-ink" />}
      title="Join the Hunt"
      subtitle="Sign the roll of hunters and claim your first blade."
      footer={
        <>
          Already sworn in? <Link to="/">Back to login</Link>
        </>
      }
    >
      <CredentialsForm
        submitLabel="Register"
        pendingLabel="Sealing the oath…"
        hints={HINTS}
        check={check}
        send={send}
        errorText={(err) => errorMessage(err, REGISTER_FALLBACK_ERROR)}
      />
    </AuthCard>
  );
}
