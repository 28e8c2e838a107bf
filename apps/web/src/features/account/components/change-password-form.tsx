import { useState, type FormEvent } from 'react';
import IconKey from '~icons/game-icons/key';
import { PASSWORD_MAX, PASSWORD_MIN } from '@demonbane/shared/auth-limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useChangePassword } from '../api/change-password';
import { checkPasswordChange, type PasswordField } from '../utils/password-change';
import styles from './account-form.module.css';

export const CHANGE_PASSWORD_FALLBACK_ERROR = 'The password could not be changed.';

interface Feedback {
  tone: 'error' | 'success';
  text: string;
  /** The field the error is about, marked invalid. */
  field?: PasswordField;
}

type Passwords = Record<PasswordField, string>;

const EMPTY: Passwords = { current: '', next: '', confirm: '' };

/** The three fields, in order: the new password's rule shows under it. */
const FIELDS: { field: PasswordField; label: string; name: string; autoComplete: string }[] = [
  {
    field: 'current',
    label: 'Current password',
    name: 'current_password',
    autoComplete: 'current-password',
  },
  { field: 'next', label: 'New password', name: 'new_password', autoComplete: 'new-password' },
  {
    field: 'confirm',
    label: 'Confirm new password',
    name: 'confirm_password',
    autoComplete: 'new-password',
  },
];

/** Current password, the new one twice; this session stays, every other one ends. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const [passwords, setPasswords] = useState<Passwords>(EMPTY);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const changePassword = useChangePassword(userId);
  const pending = changePassword.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = checkPasswordChange(passwords);
    if (problem) {
      setFeedback({ tone: 'error', text: problem.message, field: problem.field });
      return;
    }
    setFeedback(null);
    changePassword.mutate(
      { current_password: passwords.current, new_password: passwords.next },
      {
        onSuccess: (res) => {
          setPasswords(EMPTY);
          setFeedback({ tone: 'success', text: res.message });
        },
        onError: (err) =>
          setFeedback({ tone: 'error', text: errorMessage(err, CHANGE_PASSWORD_FALLBACK_ERROR) }),
      },
    );
  }

  const invalid = (field: PasswordField) => feedback?.field === field || undefined;

  return (
    <Panel title="Change password" icon={<IconKey />}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p>Every other device logged in to this account is logged out. This one stays.</p>
        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
        {FIELDS.map(({ field, label, name, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            name={name}
            type="password"
            value={passwords[field]}
            onChange={(e) => setPasswords((p) => ({ ...p, [field]: e.target.value }))}
            hint={field === 'next' ? `${PASSWORD_MIN}–${PASSWORD_MAX} characters.` : undefined}
            autoComplete={autoComplete}
            aria-invalid={invalid(field)}
            required
          />
        ))}
        <Button type="submit" block disabled={pending} aria-busy={pending}>
          {pending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </Panel>
  );
}
