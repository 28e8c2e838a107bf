import { AdventurePage } from '@/components/game/adventure-header';
import { ExploreMapScreen } from '@/features/explore/components/explore-map-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /explore-map: movement on the map. */
export function ExploreMapRoute() {
  useDocumentTitle('Explore');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return (
    <AdventurePage active="explore">
      <ExploreMapScreen userId={userId} />
    </AdventurePage>
  );
}
