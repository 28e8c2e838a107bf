import { MarketScreen } from '@/features/bazaar/components/market-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /bazaar: every listing on the player market. */
export function BazaarRoute() {
  useDocumentTitle('Bazaar');
  const userId = useAppSelector(selectUserId);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <MarketScreen userId={userId} />;
}
