import { DrawFairness } from '@/features/fairness/components/draw-fairness';
import { ForgeScreen } from '@/features/forge/components/forge-screen';
import { screenRoute } from './screen-route';

/** The forge, a claimed piece's seeds shown with their Verify link (features stay apart). */
function ForgeWithFairness({ userId }: { userId: string }) {
  return (
    <ForgeScreen
      userId={userId}
      fairness={(seeds, materials) => (
        <DrawFairness fairness={seeds} target={{ kind: 'forge', materials }} />
      )}
    />
  );
}

/** /forge: three materials, a timer, a claim (spec §2, §4). */
export const ForgeRoute = screenRoute('Forge', ForgeWithFairness);
