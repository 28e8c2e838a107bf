import type { Rng } from './rng';
import type { ItemId } from './items';
import type { EquipmentId } from './equipment';
import { drawRarity } from './forge';
import { BOSS_PIECE_ODDS, type MonsterDef } from './monsters';
import type { Rarity } from './rarity';

export interface BattleRewards {
  xp: number;
  gold: number;
  souls: number;
  drops: { itemId: ItemId; qty: number }[];
  /** A map boss's unique piece, when it drops (its rarity drawn from BOSS_PIECE_ODDS). */
  pieces: { itemId: EquipmentId; rarity: Rarity }[];
}

/**
 * What a win pays: XP and gold scale with the monster's level (gold varies ±20%),
 * a small chance of a soul, and each drop rolled on its own. `xpMultiplier` comes
 * from buffs such as Insight; `rewardMultiplier` from harder content (hunt bosses).
 */
export function rollRewards(
  monster: MonsterDef,
  level: number,
  rng: Rng,
  opts: { xpMultiplier?: number; rewardMultiplier?: number } = {},
): BattleRewards {
  const n = Math.max(0, level - 1);
  const mult = opts.rewardMultiplier ?? 1;
  const xp = Math.round(
    (monster.xp.base + monster.xp.perLevel * n) * mult * (opts.xpMultiplier ?? 1),
  );
  const goldBase = (monster.gold.base + monster.gold.perLevel * n) * mult;
  const gold = Math.max(1, Math.round((goldBase * rng.int(80, 120)) / 100));
  const souls = rng.chance(Math.min(100, Math.round(monster.soulChance * mult)), 100) ? 1 : 0;
  const drops: BattleRewards['drops'] = [];
  for (const drop of monster.drops) {
    if (rng.chance(drop.chance, 100)) drops.push({ itemId: drop.itemId, qty: 1 });
  }
  // Rolled after everything else, so monsters without a piece drop roll exactly as before.
  const pieces: BattleRewards['pieces'] = [];
  for (const drop of monster.pieceDrops ?? []) {
    if (rng.chance(drop.chance, 100))
      pieces.push({ itemId: drop.itemId, rarity: drawRarity(BOSS_PIECE_ODDS, rng) });
  }
  return { xp, gold, souls, drops, pieces };
}
