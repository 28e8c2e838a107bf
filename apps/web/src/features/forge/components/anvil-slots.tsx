import { FORGE_SLOTS } from '@demonbane/game/forge';
import { ItemIcon } from '@/components/game/item-icon';
import styles from './anvil-slots.module.css';

export interface AnvilSlotsProps {
  /** Material ids in the slots (or in the fire while forging). */
  slots: readonly string[];
  nameOf: (itemId: string) => string;
  /** Free to set up: each slot can be cleared. */
  editable: boolean;
  /** The materials glow while they are in the fire. */
  burning: boolean;
  onClear: (index: number) => void;
}

/** The three slots on the anvil (spec §4: slots hold up to 3 materials). */
export function AnvilSlots({ slots, nameOf, editable, burning, onClear }: AnvilSlotsProps) {
  return (
    <ol className={styles.slots} aria-label="Anvil slots" data-burning={burning}>
      {Array.from({ length: FORGE_SLOTS }, (_, index) => {
        const itemId = slots[index];
        const label = `Slot ${index + 1}`;
        if (itemId === undefined) {
          return (
            <li key={index} className={styles.slot} data-empty="true">
              <span className={styles.socket} aria-hidden="true">
                <span className={styles.number}>{index + 1}</span>
              </span>
              <span className={styles.name}>
                <span className="sr-only">{label}: </span>Empty
              </span>
            </li>
          );
        }
        const name = nameOf(itemId);
        return (
          <li key={index} className={styles.slot}>
            <ItemIcon itemId={itemId} size="lg" />
            <span className={styles.name}>
              <span className="sr-only">{label}: </span>
              {name}
            </span>
            {editable && (
              <button
                type="button"
                className={styles.clear}
                onClick={() => onClear(index)}
                aria-label={`Clear slot ${index + 1} (${name})`}
                title="Clear this slot"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
