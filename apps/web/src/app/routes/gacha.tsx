import { useEffect } from 'react';
import { GachaScreen } from '@/features/gacha/components/gacha-screen';
import { useRefreshUser } from '@/features/user/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /gacha: the box list. The hero is fetched again so the purse shows today's gold and souls. */
export function GachaRoute() {
  useDocumentTitle('Gacha');
  const userId = useAppSelector(selectUserId);
  const refreshUser = useRefreshUser(userId);
  useEffect(() => refreshUser(), [refreshUser]);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <GachaScreen userId={userId} />;
}
