import { describeAffix, type GearTraits } from '@demonbane/game/affixes';
import { pieceAffixes, type EquipmentItem } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import type { AffixView, UserView } from '@demonbane/shared/user-schemas';
import { contentViewCache } from './content-view-cache';

/** A piece's affixes at a rarity, each with how it reads on a card (built once per pair). */
export const affixViews = contentViewCache(
  (item: EquipmentItem, rarity: Rarity): AffixView[] =>
    pieceAffixes(item, rarity).map((a) => ({
      kind: a.kind,
      value: a.value,
      text: describeAffix(a),
    })),
  (item, rarity) => `${item.id}:${rarity}`,
);

/** The fields every view of a piece adds to its stats: its level and its affixes. */
export function pieceTraitsOf(item: EquipmentItem, rarity: Rarity) {
  return { level: item.level, affixes: affixViews(item, rarity) };
}

/** Worn affixes summed (and capped), under the names the API uses. */
export function equipmentTraitsView(traits: GearTraits): UserView['equipment_traits'] {
  return {
    damage: traits.damage,
    crit: traits.critChance,
    lifesteal: traits.lifesteal,
    resist: traits.resist,
  };
}
