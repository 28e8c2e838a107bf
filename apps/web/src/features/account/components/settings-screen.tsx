import IconCog from '~icons/game-icons/cog';
import { PageHeading } from '@/components/ui/page-heading';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { LogoutEverywhere } from './logout-everywhere';
import styles from './settings-screen.module.css';

/** /settings: the password, every session of the account, and the account itself. */
export function SettingsScreen({ userId }: { userId: string }) {
  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconCog />}
        eyebrow="Account"
        title="Settings"
        lede="Guard your hunter's mark, or lay it to rest."
      />
      <div className={styles.sections}>
        <div className={styles.column}>
          <ChangePasswordForm userId={userId} />
          <LogoutEverywhere userId={userId} />
        </div>
        <DeleteAccountForm userId={userId} />
      </div>
    </div>
  );
}
