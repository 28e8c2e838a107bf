import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { AdventurePage } from '@/components/game/adventure-header';
import { BattleResultScreen } from '@/features/battle/components/battle-result-screen';
import { readOutcome, readResultState } from '@/features/battle/utils/result-state';
import { HuntResultActions } from '@/features/hunt/components/hunt-result-actions';
import { userQueryOptions } from '@/features/user/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/**
 * /battle-result: the outcome, then the hero is fetched again so Home shows XP, HP and gold.
 * A hunt fight gets the hunt's buttons (Clear Floor and Next Floor after a win).
 */
export function BattleResultRoute() {
  useDocumentTitle('Battle Result');
  const userId = useAppSelector(selectUserId);
  const { page } = readResultState(useLocation().state);
  const outcome = readOutcome(useSearchParams()[0]);

  // Best effort: the result is already on screen and Home loads the hero itself.
  useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== null });

  return (
    <AdventurePage active={page}>
      <BattleResultScreen
        actions={
          page === 'hunt' && outcome !== null && userId !== null ? (
            <HuntResultActions userId={userId} outcome={outcome} />
          ) : undefined
        }
      />
    </AdventurePage>
  );
}
