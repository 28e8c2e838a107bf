import { describe, expect, it } from 'vitest';
import type { InventoryPiece } from '@demonbane/shared/inventory-schemas';
import { makePiece } from '@/testing/fixtures';
import { countByFilter, filterEquipment } from './equipment-filter';

/** A piece whose id is its slugged name, without a description. */
function piece(
  item_name: string,
  type: InventoryPiece['type'],
  stats: Partial<InventoryPiece['stats']>,
  item_rarity: InventoryPiece['item_rarity'] = 'Common',
): InventoryPiece {
  const item_id = item_name.toLowerCase().replace(/\W+/g, '-');
  return { ...makePiece(item_id, item_name, type, stats, item_rarity), description: '' };
}

const knife = piece('Hunter’s Knife', 'weapon', { atk: 4, spd: 1 });
const axe = piece('Cinder Axe', 'weapon', { atk: 12 });
const wand = piece('Sigil Wand', 'weapon', { atk: 6, spd: 3 });
const vest = piece('Padded Vest', 'armor', { def: 4 });
const plate = piece('Bone Plate', 'armor', { def: 11 });
const robe = piece('Warded Robe', 'armor', { atk: 1, def: 5, spd: 2 });
const charm = piece('Copper Charm', 'acc', { atk: 1, spd: 2 });
const feather = piece('Feather of the Roc', 'acc', { spd: 5 });
const rareCharm = piece('Copper Charm', 'acc', { atk: 2, spd: 4 }, 'Rare');

const pack = [knife, vest, charm, axe, plate, feather, wand, robe, rareCharm];
const names = (pieces: InventoryPiece[]) =>
  pieces.map((p) => `${p.item_name}${p.item_rarity === 'Common' ? '' : ` (${p.item_rarity})`}`);

describe('filterEquipment (spec §4)', () => {
  it('All: every piece, sorted by name, a higher rarity first', () => {
    expect(names(filterEquipment(pack, 'all'))).toEqual([
      'Bone Plate',
      'Cinder Axe',
      'Copper Charm (Rare)',
      'Copper Charm',
      'Feather of the Roc',
      'Hunter’s Knife',
      'Padded Vest',
      'Sigil Wand',
      'Warded Robe',
    ]);
  });

  it.each([
    {
      name: 'Weapon: weapons only, ATK high first',
      filter: 'weapon',
      shown: ['Cinder Axe', 'Sigil Wand', 'Hunter’s Knife'],
    },
    {
      name: 'Armor: armour only, DEF high first',
      filter: 'armor',
      shown: ['Bone Plate', 'Warded Robe', 'Padded Vest'],
    },
    {
      name: 'Accessories: accessories only, SPD high first',
      filter: 'acc',
      shown: ['Feather of the Roc', 'Copper Charm (Rare)', 'Copper Charm'],
    },
  ] as const)('$name', ({ filter, shown }) => {
    expect(names(filterEquipment(pack, filter))).toEqual(shown);
  });

  it('breaks stat ties by name', () => {
    const a = piece('Ashen Longsword', 'weapon', { atk: 8 });
    const b = piece('Runed Staff', 'weapon', { atk: 8 });
    expect(names(filterEquipment([b, a], 'weapon'))).toEqual(['Ashen Longsword', 'Runed Staff']);
  });

  it('sorts a piece without a rarity after the same piece with one', () => {
    const plain = piece('Padded Vest', 'armor', { def: 4 }, null);
    expect(filterEquipment([plain, vest], 'all')).toEqual([vest, plain]);
  });

  it('leaves its input alone and copes with an empty pack', () => {
    const before = [...pack];
    filterEquipment(pack, 'all');
    filterEquipment(pack, 'weapon');
    expect(pack).toEqual(before);
    expect(filterEquipment([], 'armor')).toEqual([]);
  });
});

describe('countByFilter', () => {
  it('counts the pieces each filter would show', () => {
    expect(countByFilter(pack)).toEqual({ all: 9, weapon: 3, armor: 3, acc: 3 });
    expect(countByFilter([])).toEqual({ all: 0, weapon: 0, armor: 0, acc: 0 });
  });
});
