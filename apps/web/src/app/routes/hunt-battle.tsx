import { AdventurePage } from '@/components/game/adventure-header';
import { HuntBattleScreen } from '@/features/hunt/components/hunt-battle-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /hunt-battle: the fight on the current floor. */
export function HuntBattleRoute() {
  useDocumentTitle('Hunt Battle');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return (
    <AdventurePage active="hunt">
      <HuntBattleScreen userId={userId} />
    </AdventurePage>
  );
}
