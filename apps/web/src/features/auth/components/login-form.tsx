import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CssIcon } from '@/components/ui/css-icon';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { tokenExpiresAt } from '@/lib/jwt';
import { useAppDispatch } from '@/stores/hooks';
import { clearSession } from '@/stores/session-actions';
import { loginSuccess } from '@/stores/session-slice';
import { login } from '../api/login';
import { AuthCard } from './auth-card';
import styles from './auth-card.module.css';

export const LOGIN_FALLBACK_ERROR = 'An error occurred during login.';

/** Spec §2 login: username, password, a link to register; autocomplete off (spec §5). */
export function LoginForm({ notice }: { notice?: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (username.trim() === '' || password === '') {
      setError('Username and password are required.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      const res = await login({ username: username.trim(), password });
      // The token itself stays in the httpOnly cookie; the session keeps when it runs out.
      const expiresAt = tokenExpiresAt(res.token);
      if (expiresAt === null) throw new Error('The login answer carried no token expiry.');
      dispatch(loginSuccess({ userId: res.user.userId, expiresAt }));
      navigate('/', { replace: true });
    } catch (err) {
      // Spec §4: a failed login clears whatever session was there.
      dispatch(clearSession());
      setError(errorMessage(err, LOGIN_FALLBACK_ERROR));
      setPending(false);
    }
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
      <form className={styles.form} onSubmit={handleSubmit} autoComplete="off" noValidate>
        {notice && !error && <Alert tone="success">{notice}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Username"
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="off"
          required
        />
        <Button type="submit" block disabled={pending} aria-busy={pending}>
          {pending ? 'Entering…' : 'Log In'}
        </Button>
      </form>
    </AuthCard>
  );
}
