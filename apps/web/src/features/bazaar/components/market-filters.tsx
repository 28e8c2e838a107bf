import { useId } from 'react';
import { RARITIES } from '@demonbane/game/rarity';
import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import { isCurrency } from '@demonbane/game/currency';
import { CURRENCY_LABELS, SORTS, TYPE_LABELS, type BrowseFilters } from '../utils/browse-filters';
import styles from './market-filters.module.css';

export interface MarketFiltersProps {
  value: BrowseFilters;
  /** A new view; any change of filter or sort starts again on page 1. */
  onChange: (filters: BrowseFilters) => void;
}

interface SelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const ANY = '';

/** Rarity, type and currency filters and the sort order of the market. */
export function MarketFilters({ value, onChange }: MarketFiltersProps) {
  const set = (patch: Partial<BrowseFilters>) => onChange({ ...value, ...patch, page: 1 });
  return (
    <div role="group" aria-label="Filter and sort listings" className={styles.filters}>
      <FilterSelect
        label="Rarity"
        value={value.rarity ?? ANY}
        options={[
          { value: ANY, label: 'All rarities' },
          ...RARITIES.map((r) => ({ value: r, label: r })),
        ]}
        onChange={(v) => set({ rarity: RARITIES.find((r) => r === v) ?? null })}
      />
      <FilterSelect
        label="Type"
        value={value.type ?? ANY}
        options={[
          { value: ANY, label: 'All types' },
          ...EQUIPMENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
        ]}
        onChange={(v) => set({ type: EQUIPMENT_TYPES.find((t) => t === v) ?? null })}
      />
      <FilterSelect
        label="Currency"
        value={value.currency ?? ANY}
        options={[
          { value: ANY, label: 'Gold or souls' },
          { value: 'gold', label: CURRENCY_LABELS.gold },
          { value: 'soul', label: CURRENCY_LABELS.soul },
        ]}
        onChange={(v) => set({ currency: isCurrency(v) ? v : null })}
      />
      <FilterSelect
        label="Sort by"
        value={value.sort}
        options={SORTS.map((s) => ({ value: s.id, label: s.label }))}
        onChange={(v) => set({ sort: SORTS.find((s) => s.id === v)?.id ?? 'newest' })}
      />
    </div>
  );
}
