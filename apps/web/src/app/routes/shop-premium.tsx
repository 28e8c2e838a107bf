import { ShopScreen } from '@/features/shop/components/shop-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /shop-premium: the soul shop. */
export function ShopPremiumRoute() {
  useDocumentTitle('Premium Shop');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return <ShopScreen key="soul" currency="soul" userId={userId} />;
}
