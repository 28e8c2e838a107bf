/** Worn slots in their spec order: index 0 weapon, 1 armor, 2 accessory. */
export const EQUIPMENT_TYPES = ['weapon', 'armor', 'acc'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** A slot as a sentence names it: "your accessory". */
export const SLOT_NAMES: Record<EquipmentType, string> = {
  weapon: 'weapon',
  armor: 'armor',
  acc: 'accessory',
};
