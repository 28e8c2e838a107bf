import { useState, type FormEvent } from 'react';
import IconTombstone from '~icons/game-icons/tombstone';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useDeleteAccount } from '../api/delete-account';
import styles from './account-form.module.css';

/** What the player types to show they mean it. */
export const DELETE_CONFIRMATION = 'DELETE';
export const DELETE_FALLBACK_ERROR = 'The account could not be deleted.';
export const PASSWORD_REQUIRED = 'Enter your password.';

/** Deletes the account for good: the password again, and DELETE typed out. */
export function DeleteAccountForm({ userId }: { userId: string }) {
  const deleteAccount = useDeleteAccount(userId);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = deleteAccount.isPending;
  const confirmed = confirmation === DELETE_CONFIRMATION;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !confirmed) return;
    if (password === '') {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setError(null);
    deleteAccount.mutate(password, {
      onError: (err) => setError(errorMessage(err, DELETE_FALLBACK_ERROR)),
    });
  }

  return (
    <Panel title="Delete account" icon={<IconTombstone />}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <Alert tone="warning">This cannot be undone.</Alert>
        <ul className={styles.list}>
          <li>Your hero, items, gold and souls are gone for good.</li>
          <li>Your active bazaar listings are cancelled.</li>
          <li>Your name becomes free for anyone to take.</li>
          <li>Every device logged in to this account is logged out.</li>
        </ul>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          aria-invalid={error === PASSWORD_REQUIRED || undefined}
          required
        />
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          name="confirmation"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          hint={`The word ${DELETE_CONFIRMATION} in capital letters. The button unlocks once it matches.`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <Button type="submit" block disabled={!confirmed || pending} aria-busy={pending}>
          {pending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </form>
    </Panel>
  );
}
