import { useLocation } from 'react-router';
import { AdventurePage } from '@/components/game/adventure-header';
import { MapSelectScreen } from '@/features/explore/components/map-select-screen';
import { readExploreError } from '@/features/explore/utils/explore-error-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/** /explore: map selection. */
export function ExploreRoute() {
  useDocumentTitle('Explore');
  const { userId, level } = useAppSelector(selectSession);
  const arrivalError = readExploreError(useLocation().state);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return (
    <AdventurePage active="explore">
      <MapSelectScreen userId={userId} heroLevel={level} arrivalError={arrivalError} />
    </AdventurePage>
  );
}
