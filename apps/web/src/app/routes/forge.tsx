import { ForgeScreen } from '@/features/forge/components/forge-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /forge: three materials, a timer, a claim (spec §2, §4). */
export function ForgeRoute() {
  useDocumentTitle('Forge');
  const userId = useAppSelector(selectUserId);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <ForgeScreen userId={userId} />;
}
