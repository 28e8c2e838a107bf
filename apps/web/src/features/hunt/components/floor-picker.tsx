import { useEffect, useRef } from 'react';
import { huntFloor } from '@demonbane/game/hunt';
import IconCheckMark from '~icons/game-icons/check-mark';
import IconCrownedSkull from '~icons/game-icons/crowned-skull';
import { floorLabel } from '../utils/floor-info';
import styles from './floor-picker.module.css';

export interface FloorPickerProps {
  /** The open floors, 1 to highest cleared + 1 (spec §3 allowed_floors). */
  floors: readonly number[];
  highestCleared: number;
  selected: number;
  disabled: boolean;
  onSelect: (floor: number) => void;
}

/**
 * The open floors as a radio group, five to a row so every boss (each fifth floor) ends
 * one. Bosses wear a crowned skull; cleared floors a check. Arrow keys move the choice.
 */
export function FloorPicker({
  floors,
  highestCleared,
  selected,
  disabled,
  onSelect,
}: FloorPickerProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the chosen floor in view (the newest floor sits at the end of a long climb).
  useEffect(() => {
    const list = listRef.current;
    const input = list?.querySelector<HTMLInputElement>('input:checked');
    const tile = input?.parentElement;
    if (!list || !tile) return;
    // The list is positioned, so a tile's offsetTop is measured from the list itself.
    const top = tile.offsetTop;
    if (top < list.scrollTop || top + tile.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2 + tile.offsetHeight / 2;
    }
  }, [selected]);

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className="sr-only">Floor</legend>
      <div ref={listRef} className={styles.floors}>
        {floors.map((floor) => {
          const boss = huntFloor(floor).boss;
          const cleared = floor <= highestCleared;
          const classes = [styles.floor, boss && styles.boss, cleared && styles.cleared];
          return (
            <label key={floor} className={classes.filter(Boolean).join(' ')}>
              <input
                type="radio"
                name="hunt-floor"
                value={floor}
                checked={floor === selected}
                onChange={() => onSelect(floor)}
                aria-label={floorLabel(floor, boss, highestCleared)}
              />
              <span className={styles.number} aria-hidden="true">
                {floor}
              </span>
              {boss && <IconCrownedSkull className={styles.crown} aria-hidden="true" />}
              {cleared && !boss && <IconCheckMark className={styles.check} aria-hidden="true" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
