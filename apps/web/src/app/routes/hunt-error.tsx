import { useLocation } from 'react-router';
import { AdventurePage } from '@/components/game/adventure-header';
import { HuntErrorScreen } from '@/features/hunt/components/hunt-error-screen';
import { readHuntErrorState } from '@/features/hunt/utils/error-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /hunt-error: 'Please proceed', with Clear Floor and Next Floor. */
export function HuntErrorRoute() {
  useDocumentTitle('Please Proceed');
  const userId = useAppSelector(selectUserId);
  const arrivalError = readHuntErrorState(useLocation().state);
  if (userId === null) return null;
  return (
    <AdventurePage active="hunt">
      <HuntErrorScreen userId={userId} arrivalError={arrivalError} />
    </AdventurePage>
  );
}
