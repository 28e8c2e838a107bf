import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import { heroSheet } from '@demonbane/game/hero-sheet';
import { ZERO_STATS } from '@demonbane/game/stats';
import type { UserView } from '@demonbane/shared/user-schemas';

export interface HeroRow {
  userId: string;
  username: string;
  jobId: string;
  level: number;
  xp: number;
  hp: number;
  gold: number;
  soul: number;
}

/** The hero as the spec's session fields, every derived number computed here on the server. */
export function toUserView(row: HeroRow): UserView {
  const equipmentStats = ZERO_STATS;
  const sheet = heroSheet(
    { jobId: row.jobId, level: row.level, xp: row.xp, hp: row.hp },
    equipmentStats,
  );
  return {
    userId: row.userId,
    username: row.username,
    job_id: row.jobId,
    job_name: sheet.jobName,
    level: row.level,
    levelToMax: sheet.levelToMax,
    max_level: sheet.maxLevel,
    xp: row.xp,
    xp_required: sheet.xpRequired,
    user_hp: sheet.hp,
    user_max_hp: sheet.stats.hp,
    user_atk: sheet.stats.atk,
    user_def: sheet.stats.def,
    user_spd: sheet.stats.spd,
    gold: row.gold,
    soul: row.soul,
    equipment: EQUIPMENT_TYPES.map((type) => ({
      type,
      item_id: null,
      item_name: null,
      item_rarity: null,
      stats: { atk: 0, def: 0, spd: 0 },
    })),
    equipment_stats: { ...equipmentStats },
    buffs: [],
    can_evolve: sheet.canEvolve,
  };
}
