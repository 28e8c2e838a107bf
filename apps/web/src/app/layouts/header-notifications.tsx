import { NotificationCenter } from '@/features/notifications/components/notification-center';
import { useRefreshUser } from '@/features/user/api/get-user';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/**
 * The header's bell and the toasts. A chunk of its own, fetched once the
 * logged-in chrome is up; a notification that changed the purse fetches the hero again.
 */
export function HeaderNotifications() {
  const userId = useAppSelector(selectUserId) ?? '';
  const refreshUser = useRefreshUser(userId);
  return <NotificationCenter userId={userId} onHeroChange={refreshUser} />;
}
