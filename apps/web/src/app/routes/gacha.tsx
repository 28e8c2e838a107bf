import { useQuery } from '@tanstack/react-query';
import { FairnessPanel } from '@/features/fairness/components/fairness-panel';
import { GachaScreen } from '@/features/gacha/components/gacha-screen';
import { userQueryOptions } from '@/features/user/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /gacha: the box list. The hero is fetched again so the purse shows today's gold and souls. */
export function GachaRoute() {
  useDocumentTitle('Gacha');
  const userId = useAppSelector(selectUserId);
  // Best effort, into the session: the purse shows the stored balances meanwhile.
  useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== null });
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <GachaScreen userId={userId} fairness={<FairnessPanel userId={userId} />} />;
}
