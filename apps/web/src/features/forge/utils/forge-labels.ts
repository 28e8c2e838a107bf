import { findItem } from '@demonbane/game/items';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { Material } from '@demonbane/shared/forge-schemas';

export const TYPE_LABELS: Record<EquipmentType, string> = {
  weapon: 'Weapon',
  armor: 'Armor',
  acc: 'Accessory',
};

/** A material's name: from the hero's list, else the game's item table, else its id. */
export function materialName(itemId: string, owned: readonly Material[] = []): string {
  return owned.find((m) => m.item_id === itemId)?.item_name ?? findItem(itemId)?.name ?? itemId;
}

/** 'Weapon', 'Weapon or Armor', 'Weapon, Armor or Accessory'. */
export function typesText(types: readonly EquipmentType[]): string {
  const labels = types.map((t) => TYPE_LABELS[t]);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}
