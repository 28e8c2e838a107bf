import { SellScreen } from '@/features/bazaar/components/sell-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /bazaar/listing: put a piece from the pack up for sale. */
export function BazaarListingRoute() {
  useDocumentTitle('Sell an item · Bazaar');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return <SellScreen userId={userId} />;
}
