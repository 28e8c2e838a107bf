/**
 * Consumables as data. Shops, drops and the starting kit refer to these ids.
 * Later content (buff scrolls, materials, premium goods) joins this table.
 */
export interface ConsumableItem {
  id: string;
  name: string;
  description: string;
  kind: 'potion';
  /** HP restored per use. */
  heal: number;
}

export const CONSUMABLES: readonly ConsumableItem[] = [
  {
    id: 'potion-minor',
    name: 'Minor Healing Potion',
    description: 'A vial of red tincture brewed by field chaplains. Restores 60 HP.',
    kind: 'potion',
    heal: 60,
  },
];

export function findConsumable(id: string): ConsumableItem | undefined {
  return CONSUMABLES.find((c) => c.id === id);
}
