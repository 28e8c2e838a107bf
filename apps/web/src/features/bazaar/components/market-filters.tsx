import { RARITIES } from '@demonbane/game/rarity';
import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import { isCurrency } from '@demonbane/game/currency';
import { SLOT_LABELS } from '@/components/game/slot-labels';
import { SelectField } from '@/components/ui/select-field';
import { CURRENCY_LABELS, SORTS, type BrowseFilters } from '../utils/browse-filters';
import styles from './market-filters.module.css';

export interface MarketFiltersProps {
  value: BrowseFilters;
  /** A new view; any change of filter or sort starts again on page 1. */
  onChange: (filters: BrowseFilters) => void;
}

const ANY = '';

/** Rarity, type and currency filters and the sort order of the market. */
export function MarketFilters({ value, onChange }: MarketFiltersProps) {
  const set = (patch: Partial<BrowseFilters>) => onChange({ ...value, ...patch, page: 1 });
  return (
    <div role="group" aria-label="Filter and sort listings" className={styles.filters}>
      <SelectField
        label="Rarity"
        value={value.rarity ?? ANY}
        options={[
          { value: ANY, label: 'All rarities' },
          ...RARITIES.map((r) => ({ value: r, label: r })),
        ]}
        onChange={(v) => set({ rarity: RARITIES.find((r) => r === v) ?? null })}
      />
      <SelectField
        label="Type"
        value={value.type ?? ANY}
        options={[
          { value: ANY, label: 'All types' },
          ...EQUIPMENT_TYPES.map((t) => ({ value: t, label: SLOT_LABELS[t] })),
        ]}
        onChange={(v) => set({ type: EQUIPMENT_TYPES.find((t) => t === v) ?? null })}
      />
      <SelectField
        label="Currency"
        value={value.currency ?? ANY}
        options={[
          { value: ANY, label: 'Gold or souls' },
          { value: 'gold', label: CURRENCY_LABELS.gold },
          { value: 'soul', label: CURRENCY_LABELS.soul },
        ]}
        onChange={(v) => set({ currency: isCurrency(v) ? v : null })}
      />
      <SelectField
        label="Sort by"
        value={value.sort}
        options={SORTS.map((s) => ({ value: s.id, label: s.label }))}
        onChange={(v) => set({ sort: SORTS.find((s) => s.id === v)?.id ?? 'newest' })}
      />
    </div>
  );
}
