import { useId } from 'react';
import { nextQuantityDraft, stepQuantity } from '@/lib/quantity';
import styles from './quantity-field.module.css';

export interface QuantityFieldProps {
  /** Names the field 'Quantity of {itemName}' (screen readers only) and its steppers. */
  itemName: string;
  /** The text in the field; '' while the player has cleared it. */
  value: string;
  onChange: (draft: string) => void;
  /** The input's `min` attribute: 0 in the shops, 1 in the inventory (spec §5). */
  min: number;
  max: number;
  disabled?: boolean;
}

/**
 * A number field with − and + steppers (big enough for a thumb). Typing is clamped
 * as spec §5 says: over `max` becomes `max`, under 1 or not a number becomes 1.
 */
export function QuantityField({
  itemName,
  value,
  onChange,
  min,
  max,
  disabled,
}: QuantityFieldProps) {
  const id = useId();
  const label = `Quantity of ${itemName}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <button
        type="button"
        className={styles.step}
        aria-label={`One fewer ${itemName}`}
        onClick={() => onChange(stepQuantity(value, -1, max))}
        disabled={disabled}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={styles.input}
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(nextQuantityDraft(event.target.value, max))}
        onFocus={(event) => event.target.select()}
        disabled={disabled}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`One more ${itemName}`}
        onClick={() => onChange(stepQuantity(value, 1, max))}
        disabled={disabled}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
