import { z } from 'zod';
import { skillView } from './skill-schemas';
import { RARITIES } from '@demonbane/game/rarity';
import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import { AFFIX_KINDS } from '@demonbane/game/affixes';
import { withUserId } from './common-schemas';
import { renownFields } from './renown-schemas';

export const raritySchema = z.enum(RARITIES);
export const equipmentTypeSchema = z.enum(EQUIPMENT_TYPES);

export const statBlock = z.object({
  hp: z.number(),
  atk: z.number(),
  def: z.number(),
  spd: z.number(),
});
export type StatBlock = z.infer<typeof statBlock>;

/** An equipment piece's stats (pieces never add HP). */
export const pieceStatsSchema = z.object({ atk: z.number(), def: z.number(), spd: z.number() });

/** An affix a piece shows at its rarity: its kind, its value, and how it reads ("+6% damage"). */
export const affixView = z.object({
  kind: z.enum(AFFIX_KINDS),
  value: z.number(),
  text: z.string(),
});
export type AffixView = z.infer<typeof affixView>;

/** What every view of an equipment piece adds to its stats: the level it is worn from, its affixes. */
export const pieceTraits = { level: z.number(), affixes: z.array(affixView) };

/** A worn slot: index 0 weapon, 1 armor, 2 accessory. Empty slots have null item fields. */
export const wornSlot = z.object({
  type: equipmentTypeSchema,
  item_id: z.string().nullable(),
  item_name: z.string().nullable(),
  item_rarity: raritySchema.nullable(),
  stats: pieceStatsSchema,
  level: z.number().nullable(),
  affixes: z.array(affixView),
  /** The slot's refinement step (0 for none): it raises the worn piece's stats (slot-upgrades.ts). */
  refine: z.number(),
  /** The slot's enchantment, an extra affix counted while a piece is worn there, or null. */
  enchant: affixView.nullable(),
});
export type WornSlot = z.infer<typeof wornSlot>;

export const userView = z.object({
  userId: z.string(),
  username: z.string(),
  job_id: z.string(),
  job_name: z.string(),
  level: z.number(),
  levelToMax: z.number(),
  max_level: z.number(),
  xp: z.number(),
  xp_required: z.number(),
  user_hp: z.number(),
  user_max_hp: z.number(),
  /**
   * HP regeneration: HP per minute, seconds until full (0 when full), and whether it
   * is paused because a battle is open (then `full_in_seconds` is null).
   */
  hp_regen: z.object({
    per_minute: z.number(),
    full_in_seconds: z.number().nullable(),
    paused: z.boolean(),
  }),
  user_atk: z.number(),
  user_def: z.number(),
  user_spd: z.number(),
  gold: z.number(),
  soul: z.number(),
  equipment: z.array(wornSlot).length(3),
  equipment_stats: statBlock,
  /** What the worn pieces' affixes add together, each kind at most its cap. */
  equipment_traits: z.object({
    damage: z.number(),
    crit: z.number(),
    lifesteal: z.number(),
    resist: z.number(),
  }),
  buffs: z.array(z.string()),
  can_evolve: z.boolean(),
  /** The job's three skills, in the order of the battle bar (keys 1–3). */
  skills: z.array(skillView),
  ...renownFields,
  /** What the ascensions so far add: shares of HP/ATK/DEF and of XP won. */
  ascension_bonus: z.object({ stats: z.number(), xp: z.number() }),
});
export type UserView = z.infer<typeof userView>;

/** POST /user: 200 with the hero, or 202 with a message while no job is chosen. */
export const userResponse = z.object({ user: userView });
export type UserResponse = z.infer<typeof userResponse>;

export const jobView = z.object({
  _id: z.string(),
  job_name: z.string(),
  description: z.string(),
  tier: z.number(),
  /** Stats the hero would have with this job at their current level. */
  stats: statBlock,
});
export type JobView = z.infer<typeof jobView>;

export const assignJobBody = withUserId({
  job_id: z.string().min(1).max(40).optional(),
});
export type AssignJobBody = z.infer<typeof assignJobBody>;

export const availableJobsResponse = z.object({
  available_jobs: z.array(jobView),
  message: z.string(),
});
export type AvailableJobsResponse = z.infer<typeof availableJobsResponse>;

export const assignedJobResponse = z.object({ user: userView, message: z.string() });
export type AssignedJobResponse = z.infer<typeof assignedJobResponse>;
