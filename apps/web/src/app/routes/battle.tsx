import { AdventurePage } from '@/components/game/adventure-header';
import { BattleScreen } from '@/features/battle/components/battle-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /battle: the explore battle. */
export function BattleRoute() {
  useDocumentTitle('Battle');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return (
    <AdventurePage active="explore">
      <BattleScreen userId={userId} />
    </AdventurePage>
  );
}
