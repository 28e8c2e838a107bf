import { expect } from 'vitest';
import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import type { EconomyModel } from './model';

/**
 * Slot upgrades and bought cosmetics: the database holds exactly what the model's
 * paid tries and purchases made (a slot never touched has no row), for every player.
 */
export function checkEndgame(model: EconomyModel, snap: Snapshot): void {
  const upgrades = (userId: string) =>
    Object.fromEntries(
      EQUIPMENT_TYPES.flatMap((slot) => {
        const row = snap.upgrades.find((u) => u.userId === userId && u.slot === slot);
        return row
          ? [
              [
                slot,
                {
                  refine: row.refine,
                  fails: row.fails,
                  enchant:
                    row.enchantKind === null
                      ? null
                      : { kind: row.enchantKind, value: row.enchantValue },
                  enchantRolls: row.enchantRolls,
                },
              ],
            ]
          : [];
      }),
    );
  const touched = (p: EconomyModel['players'][number]) =>
    Object.fromEntries(
      EQUIPMENT_TYPES.flatMap((slot) => {
        const u = p.upgrades[slot];
        return u.refine + u.fails + u.enchantRolls > 0 ? [[slot, u]] : [];
      }),
    );
  const cosmetics = (userId: string) =>
    snap.cosmetics
      .filter((c) => c.userId === userId)
      .map((c) => c.cosmeticId)
      .sort();
  expect(
    model.players.map((p) => ({ upgrades: upgrades(p.userId), cosmetics: cosmetics(p.userId) })),
    'slot upgrades and cosmetics',
  ).toEqual(
    model.players.map((p) => ({ upgrades: touched(p), cosmetics: [...p.cosmetics].sort() })),
  );
}
