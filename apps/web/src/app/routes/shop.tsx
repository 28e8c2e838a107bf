import { ShopScreen } from '@/features/shop/components/shop-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /shop: the gold shop. */
export function ShopRoute() {
  useDocumentTitle('Gold Shop');
  const userId = useAppSelector(selectUserId);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <ShopScreen key="gold" currency="gold" userId={userId} />;
}
