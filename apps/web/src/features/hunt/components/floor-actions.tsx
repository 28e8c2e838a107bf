import IconExitDoor from '~icons/game-icons/exit-door';
import IconStairsGoal from '~icons/game-icons/stairs-goal';
import { DrinkPotionNotice } from '@/components/game/drink-potion-notice';
import { FleeButton } from '@/components/game/flee-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFloorActions } from '../hooks/use-floor-actions';
import styles from './floor-actions.module.css';

export interface FloorActionsProps {
  userId: string;
  /** The floor just won, to name the one above; null when unknown. */
  floor: number | null;
  /**
   * What leaving would cost when a fight is still open on the floor (it counts as a
   * defeat, so Clear Floor asks first); null after a win, when leaving is free.
   */
  fleeGoldLoss?: number | null;
}

/** Spec §4 after a hunt win: Clear Floor (back to /hunt) or Next Floor (then /hunt). */
export function FloorActions({ userId, floor, fleeGoldLoss = null }: FloorActionsProps) {
  const { busy, error, resting, next, clear } = useFloorActions(userId, floor);
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <div className={styles.choice}>
          <FleeButton
            goldLoss={fleeGoldLoss}
            onLeave={clear}
            pending={busy === 'clear'}
            disabled={busy !== null}
            block
            aria-describedby="clear-floor-hint"
          >
            <IconExitDoor aria-hidden="true" />
            Clear Floor
          </FleeButton>
          <p id="clear-floor-hint" className={styles.hint}>
            {fleeGoldLoss === null
              ? 'Leave the tower and choose again.'
              : 'Leaving mid-fight costs half a defeat.'}
          </p>
        </div>
        <div className={styles.choice}>
          <Button
            variant="ember"
            block
            onClick={next}
            disabled={busy !== null}
            aria-busy={busy === 'next' || undefined}
            aria-describedby="next-floor-hint"
          >
            <IconStairsGoal aria-hidden="true" />
            Next Floor
          </Button>
          <p id="next-floor-hint" className={styles.hint}>
            {floor !== null ? `Climb on to floor ${floor + 1}.` : 'Climb on to the floor above.'}
          </p>
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {resting && <DrinkPotionNotice key={resting.receivedAt} userId={userId} refusal={resting} />}
    </div>
  );
}
