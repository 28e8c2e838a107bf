import { findItem } from '@demonbane/game/items';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { Material } from '@demonbane/shared/forge-schemas';
import { SLOT_LABELS } from '@/components/game/slot-labels';

/** A material's name: from the hero's list, else the game's item table, else its id. */
export function materialName(itemId: string, owned: readonly Material[] = []): string {
  return owned.find((m) => m.item_id === itemId)?.item_name ?? findItem(itemId)?.name ?? itemId;
}

/** 'A', 'A or B', 'A, B or C'. */
export function orList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** 'Weapon', 'Weapon or Armor', 'Weapon, Armor or Accessory'. */
export function typesText(types: readonly EquipmentType[]): string {
  return orList(types.map((t) => SLOT_LABELS[t]));
}
