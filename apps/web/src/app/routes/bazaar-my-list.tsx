import { MyListingsScreen } from '@/features/bazaar/components/my-listings-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /bazaar/my-list: the player's own listings. */
export function BazaarMyListRoute() {
  useDocumentTitle('My listings · Bazaar');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return <MyListingsScreen userId={userId} />;
}
