import { EQUIPMENT, findEquipment } from '@demonbane/game/equipment';
import { EQUIPMENT_TYPES, type EquipmentType } from '@demonbane/game/equipment-slot';
import { RARITIES } from '@demonbane/game/rarity';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { pieceKey, splitPieceKey, type PieceKey } from '@demonbane/test-support/piece-key';
import { bump, type EconomyModel } from '../model';
import type { World } from '../world';

export type SlotChoice =
  'keep' | 'empty' | 'from-inventory' | 'not-owned' | 'wrong-slot' | 'unknown';

const SLOT_NAME: Record<EquipmentType, string> = {
  weapon: 'weapon',
  armor: 'armor',
  acc: 'accessory',
};
const BODY_FIELD: Record<EquipmentType, string> = { weapon: 'wpn', armor: 'arm', acc: 'acc' };
const ALL_PIECES = EQUIPMENT.flatMap((e) => RARITIES.map((r) => pieceKey(e.id, r)));
const typeOf = (key: PieceKey) => findEquipment(splitPieceKey(key).itemId)?.type;

/**
 * POST /inventory/equip with a whole wanted loadout. Worn pieces leave the
 * inventory and replaced ones go back; a refusal (unknown, wrong slot, not owned:
 * a listed, forging or already worn copy is not in the inventory; above the hero's
 * level) changes nothing.
 */
export class Equip extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly slots: readonly { choice: SlotChoice; n: number }[],
  ) {
    super(player);
  }

  protected describe() {
    return `Equip(p${this.player}, ${this.slots.map((s) => `${s.choice}#${s.n}`).join(', ')})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const wanted = EQUIPMENT_TYPES.map((slot, i): PieceKey | null => {
      const { choice, n } = this.slots[i]!;
      const ofSlot = (keys: Iterable<PieceKey>) => [...keys].filter((k) => typeOf(k) === slot);
      const notOwned = ALL_PIECES.filter(
        (k) => typeOf(k) === slot && !p.pieces.has(k) && k !== p.worn[slot],
      );
      switch (choice) {
        case 'keep':
          return p.worn[slot];
        case 'empty':
          return null;
        case 'from-inventory':
          return pick(ofSlot(p.pieces.keys()), n) ?? pick(notOwned, n)!;
        case 'not-owned':
          return pick(notOwned, n)!;
        case 'wrong-slot':
          return pick(
            ALL_PIECES.filter((k) => typeOf(k) !== slot),
            n,
          )!;
        case 'unknown':
          return 'Rare:obsidian-spoon';
      }
    });
    this.detail = wanted.map((k) => k ?? 'null').join(', ');
    const body = Object.fromEntries(
      EQUIPMENT_TYPES.map((slot, i) => {
        const key = wanted[i]!;
        return [
          BODY_FIELD[slot],
          key ? [splitPieceKey(key).itemId, splitPieceKey(key).rarity] : null,
        ];
      }),
    );
    const reply = await this.post(world, this.player, '/api/inventory/equip', body);

    const wear: PieceKey[] = [];
    const putBack: PieceKey[] = [];
    for (const [i, slot] of EQUIPMENT_TYPES.entries()) {
      const want = wanted[i]!;
      if (want === p.worn[slot]) continue;
      if (want) {
        const type = typeOf(want);
        if (!type) return expectRefused(reply, 404, `There is no such ${SLOT_NAME[slot]}.`);
        if (type !== slot)
          return expectRefused(reply, 400, `That piece cannot be worn as your ${SLOT_NAME[slot]}.`);
        const { level, name } = findEquipment(splitPieceKey(want).itemId)!;
        if (level > p.level) {
          const message = `${name} is worn from level ${level}; you are level ${p.level}.`;
          return expectRefused(reply, 409, message);
        }
        wear.push(want);
      }
      if (p.worn[slot]) putBack.push(p.worn[slot]!);
    }
    const missing = wear.find((k) => !p.pieces.has(k));
    if (missing) return expectRefused(reply, 409, /^You do not own a /);

    expectOk(reply);
    for (const k of wear) bump(p.pieces, k, -1);
    for (const k of putBack) bump(p.pieces, k, 1);
    for (const [i, slot] of EQUIPMENT_TYPES.entries()) p.worn[slot] = wanted[i]!;
    return { refused: false };
  }
}
