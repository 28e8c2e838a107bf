import type { EquipmentType } from '@demonbane/game/equipment-slot';

/** How each slot type is named on screen. */
export const SLOT_LABELS: Record<EquipmentType, string> = {
  weapon: 'Weapon',
  armor: 'Armor',
  acc: 'Accessory',
};
