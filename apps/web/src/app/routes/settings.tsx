import { SettingsScreen } from '@/features/account/components/settings-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /settings: change the password, log out everywhere, delete the account. */
export function SettingsRoute() {
  useDocumentTitle('Settings');
  const userId = useAppSelector(selectUserId);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <SettingsScreen userId={userId} />;
}
