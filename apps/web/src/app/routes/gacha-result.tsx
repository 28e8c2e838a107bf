import { Navigate, useLocation } from 'react-router';
import { DrawFairness } from '@/features/fairness/components/draw-fairness';
import { GachaResultScreen } from '@/features/gacha/components/result-screen';
import { readDrawState } from '@/features/gacha/utils/draw-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /gacha/result: takes the draw from the router state; without one, back to /gacha (spec §2). */
export function GachaResultRoute() {
  useDocumentTitle('Draw Result');
  const location = useLocation();
  const userId = useAppSelector(selectUserId);
  const state = readDrawState(location.state);
  if (state === null) return <Navigate to="/gacha" replace />;
  if (userId === null) return null;
  // Keyed by the history entry so a Draw again replays the reveal from the start.
  return (
    <GachaResultScreen
      key={location.key}
      userId={userId}
      state={state}
      fairness={
        <DrawFairness
          fairness={state.result.fairness}
          target={{ kind: 'draw', box: state.box.index, amount: state.amount }}
        />
      }
    />
  );
}
