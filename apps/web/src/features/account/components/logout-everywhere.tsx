import IconExitDoor from '~icons/game-icons/exit-door';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { loadError } from '@/lib/error-message';
import { useLogoutAll } from '../api/logout-all';
import styles from './account-form.module.css';

export const LOGOUT_ALL_FALLBACK_ERROR = 'Could not log out everywhere. Please try again.';

/** Ends every session of the account, this one included, then shows the login form. */
export function LogoutEverywhere({ userId }: { userId: string }) {
  const logoutAll = useLogoutAll(userId);
  const pending = logoutAll.isPending;
  const error = loadError(logoutAll.error, LOGOUT_ALL_FALLBACK_ERROR);

  function handleClick() {
    if (!pending) logoutAll.mutate();
  }

  return (
    <Panel title="Log out everywhere" icon={<IconExitDoor />}>
      <div className={styles.form}>
        <p>
          Lost a phone, or logged in on a shared computer? This ends every session of this account
          on every device, this one included. You will need to log in again.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <Button
          variant="secondary"
          block
          onClick={handleClick}
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? 'Logging out…' : 'Log out everywhere'}
        </Button>
      </div>
    </Panel>
  );
}
