import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  registerBody,
} from '@demonbane/shared/auth-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CssIcon } from '@/components/ui/css-icon';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { noticeState } from '@/lib/location-notice';
import { register } from '../api/register';
import { AuthCard } from './auth-card';
import styles from './auth-card.module.css';

export const REGISTER_FALLBACK_ERROR = 'An error occurred during registration.';

/** Spec §2 register: username, password, a link back to login. */
export function RegisterForm() {
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
    // The server applies the same shared schema; checking first saves a round trip.
    const parsed = registerBody.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REGISTER_FALLBACK_ERROR);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const res = await register(parsed.data);
      navigate('/', { state: noticeState(res.message) });
    } catch (err) {
      setError(errorMessage(err, REGISTER_FALLBACK_ERROR));
      setPending(false);
    }
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
      <form className={styles.form} onSubmit={handleSubmit} autoComplete="off" noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Username"
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          hint={`${USERNAME_MIN}–${USERNAME_MAX} letters, digits or underscores.`}
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
          hint={`${PASSWORD_MIN}–${PASSWORD_MAX} characters.`}
          autoComplete="off"
          required
        />
        <Button type="submit" block disabled={pending} aria-busy={pending}>
          {pending ? 'Sealing the oath…' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
