import { AdventurePage } from '@/components/game/adventure-header';
import { HuntScreen } from '@/features/hunt/components/hunt-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/** /hunt: floor selection and the leaderboard. */
export function HuntRoute() {
  useDocumentTitle('The Hunt');
  const { userId, username } = useAppSelector(selectSession);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return (
    <AdventurePage active="hunt">
      <HuntScreen userId={userId} username={username} />
    </AdventurePage>
  );
}
