import { useState, type FormEvent } from 'react';
import IconKey from '~icons/game-icons/key';
import { PASSWORD_MAX, PASSWORD_MIN } from '@demonbane/shared/auth-schemas';
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

/** Current password, the new one twice; this session stays, every other one ends. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const changePassword = useChangePassword(userId);
  const pending = changePassword.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = checkPasswordChange({ current, next, confirm });
    if (problem) {
      setFeedback({ tone: 'error', text: problem.message, field: problem.field });
      return;
    }
    setFeedback(null);
    changePassword.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: (res) => {
          setCurrent('');
          setNext('');
          setConfirm('');
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
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
          aria-invalid={invalid('current')}
          required
        />
        <TextField
          label="New password"
          name="new_password"
          type="password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          hint={`${PASSWORD_MIN}–${PASSWORD_MAX} characters.`}
          autoComplete="new-password"
          aria-invalid={invalid('next')}
          required
        />
        <TextField
          label="Confirm new password"
          name="confirm_password"
          type="password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
          aria-invalid={invalid('confirm')}
          required
        />
        <Button type="submit" block disabled={pending} aria-busy={pending}>
          {pending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </Panel>
  );
}
