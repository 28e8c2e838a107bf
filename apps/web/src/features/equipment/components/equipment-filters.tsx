import { EQUIPMENT_FILTERS, type EquipmentFilter } from '../utils/equipment-filter';
import styles from './equipment-filters.module.css';

export interface EquipmentFiltersProps {
  value: EquipmentFilter;
  counts: Record<EquipmentFilter, number>;
  onChange: (filter: EquipmentFilter) => void;
}

/** All / Weapon / Armor / Accessories as toggle buttons, each with how many pieces it shows. */
export function EquipmentFilters({ value, counts, onChange }: EquipmentFiltersProps) {
  return (
    <div role="group" aria-label="Filter equipment" className={styles.filters}>
      {EQUIPMENT_FILTERS.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          className={styles.filter}
          aria-pressed={value === id}
          onClick={() => onChange(id)}
        >
          {label}
          <span className={styles.count} aria-label={`(${counts[id]})`}>
            {counts[id]}
          </span>
        </button>
      ))}
    </div>
  );
}
