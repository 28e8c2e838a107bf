import fc from 'fast-check';
import { MATERIALS } from '@demonbane/game/forge';
import type { EquipmentId } from '@demonbane/game/equipment';
import type { ItemId } from '@demonbane/game/items';
import { RARITIES, type Rarity } from '@demonbane/game/rarity';
import { STARTING_GEAR } from '@demonbane/game/starting-hero';

export const PLAYERS = 4;

export interface PlayerSetup {
  job: 'warrior' | 'magician';
  /** Extra currency beyond the starting purse, minted through the ledger. */
  gold: number;
  soul: number;
  /** Extra copies of a few pieces, so that combining has something to work on. */
  stock: { itemId: EquipmentId; rarity: Rarity; qty: number }[];
  /** Extra materials and scrolls, so that forging and buffs happen within a short run. */
  supplies: { itemId: ItemId; qty: number }[];
}

// The starter pieces only, so stacks of three (combine) and shared pieces (bazaar) are common.
const STOCK_PIECES = STARTING_GEAR.map((g) => g.itemId);
const SUPPLIES: ItemId[] = [...MATERIALS.map((m) => m.itemId), 'scroll-fury', 'incense-vigil'];

const playerSetup: fc.Arbitrary<PlayerSetup> = fc.record({
  job: fc.constantFrom('warrior' as const, 'magician' as const),
  gold: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
  soul: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300 })),
  stock: fc.array(
    fc.record({
      itemId: fc.constantFrom(...STOCK_PIECES),
      rarity: fc.constantFrom(...RARITIES.slice(0, 4)),
      qty: fc.integer({ min: 1, max: 9 }),
    }),
    { maxLength: 2 },
  ),
  supplies: fc.array(
    fc.record({ itemId: fc.constantFrom(...SUPPLIES), qty: fc.integer({ min: 1, max: 6 }) }),
    { maxLength: 3 },
  ),
});

export const worldSetup = fc.array(playerSetup, { minLength: PLAYERS, maxLength: PLAYERS });
