import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import styles from './auth-card.module.css';

export interface Credentials {
  username: string;
  password: string;
}

/** Spec §5: both forms refuse empty fields before asking the server. */
export const CREDENTIALS_REQUIRED = 'Username and password are required.';

export interface CredentialsFormProps {
  /** A message carried to this form (registered, logged out everywhere), shown until an error. */
  notice?: string | null;
  /** The name the Username field starts with. */
  username?: string | null;
  submitLabel: string;
  pendingLabel: string;
  /** Hints under the fields (the register rules). */
  hints?: { username?: string; password?: string };
  /** A check before sending, on the trimmed-name credentials: a message, or null to send. */
  check?: (credentials: Credentials) => string | null | Promise<string | null>;
  /** Sends; what it throws is shown through `errorText`, and the form can be sent again. */
  send: (credentials: Credentials) => Promise<void>;
  errorText: (error: unknown) => string;
}

/**
 * Username and password with one submit button: the login and register forms alike
 * (spec §2). Autocomplete off (spec §5); one request at a time.
 */
export function CredentialsForm({
  notice,
  username: startName,
  submitLabel,
  pendingLabel,
  hints = {},
  check,
  send,
  errorText,
}: CredentialsFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // Read from the fields, not from state: on a pre-rendered page a player may have
    // typed before the page ran (ADR 0014), and those keystrokes reached no handler.
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get('username') ?? '');
    const password = String(fields.get('password') ?? '');
    if (username.trim() === '' || password === '') {
      setError(CREDENTIALS_REQUIRED);
      return;
    }
    setPending(true);
    try {
      const refused = (await check?.({ username, password })) ?? null;
      if (refused !== null) {
        setError(refused);
        setPending(false);
        return;
      }
      setError(null);
      await send({ username: username.trim(), password });
    } catch (err) {
      setError(errorText(err));
      setPending(false);
    }
  }

  return (
    // POST and a submit button that waits for the page to run: a pre-rendered form sent
    // before then would otherwise put the password in the address (a GET form's query).
    <form
      className={styles.form}
      method="post"
      onSubmit={handleSubmit}
      autoComplete="off"
      noValidate
    >
      {notice && !error && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Username"
        name="username"
        defaultValue={startName ?? undefined}
        hint={hints.username}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        hint={hints.password}
        autoComplete="off"
        required
      />
      <Button type="submit" block disabled={pending || !hydrated} aria-busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
