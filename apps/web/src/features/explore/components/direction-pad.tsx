import { DIRECTIONS, type Direction } from '@demonbane/game/explore';
import IconPlainArrow from '~icons/game-icons/plain-arrow';
import IconFootsteps from '~icons/game-icons/footsteps';
import styles from './direction-pad.module.css';

export interface DirectionPadProps {
  /** Spec §3 `next`: only these directions are open. */
  allowed: readonly Direction[];
  /** Spec §9: true while the controls are locked after a move. */
  locked: boolean;
  onMove: (direction: Direction) => void;
}

const LABELS: Record<Direction, string> = {
  up: 'Move up',
  down: 'Move down',
  left: 'Move left',
  right: 'Move right',
};

/** Four big arrow buttons in a cross; a closed way is disabled. */
export function DirectionPad({ allowed, locked, onMove }: DirectionPadProps) {
  return (
    <div className={styles.pad} role="group" aria-label="Movement">
      {DIRECTIONS.map((direction) => (
        <button
          key={direction}
          type="button"
          className={`${styles.arrow} ${styles[direction]}`}
          aria-label={LABELS[direction]}
          disabled={locked || !allowed.includes(direction)}
          onClick={() => onMove(direction)}
        >
          <IconPlainArrow aria-hidden="true" />
        </button>
      ))}
      <span className={`${styles.hub} ${locked ? styles.busy : ''}`} aria-hidden="true">
        <IconFootsteps />
      </span>
    </div>
  );
}
