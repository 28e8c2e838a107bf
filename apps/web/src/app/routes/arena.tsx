import { ArenaScreen } from '@/features/arena/components/arena-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/** /arena: challenges, their fights played back, the fight log and the leaderboard. */
export function ArenaRoute() {
  useDocumentTitle('Arena');
  const { userId, username } = useAppSelector(selectSession);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <ArenaScreen userId={userId} username={username} />;
}
