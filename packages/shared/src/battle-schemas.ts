import { z } from 'zod';
import { withUserId } from './common-schemas';
import { raritySchema } from './user-schemas';
import { battleSkillView, resourceView, skillField } from './skill-schemas';

export const battleMonster = z.object({
  monster_name: z.string(),
  monster_hp: z.number(),
  monster_max_hp: z.number(),
  monster_atk: z.number(),
  monster_def: z.number(),
  monster_spd: z.number(),
  monster_level: z.number(),
});

export const battlePotion = z.object({ itemId: z.string(), name: z.string(), qty: z.number() });

/** Spec §3 battle fields (explore and hunt). */
export const battleView = z.object({
  map_name: z.string(),
  job: z.string(),
  username: z.string(),
  user_hp: z.number(),
  user_max_hp: z.number(),
  user_atk: z.number(),
  user_def: z.number(),
  user_spd: z.number(),
  monster: battleMonster,
  potion: z.array(battlePotion),
  battleLog: z.array(z.string()),
  round: z.number(),
  /** What fleeing this fight would cost now: half a defeat's gold (game-rules.md, Defeat). */
  flee_gold_loss: z.number(),
  resource: resourceView,
  skills: z.array(battleSkillView),
  /** A boss's special move coming next round, as the log warned; null when none. */
  monster_intent: z.string().nullable(),
});
export type BattleView = z.infer<typeof battleView>;

export const battleResponse = battleView.extend({ message: z.string() });
export type BattleResponse = z.infer<typeof battleResponse>;

export const rewardsView = z.object({
  xp: z.number(),
  gold: z.number(),
  souls: z.number(),
  drops: z.array(z.object({ name: z.string(), qty: z.number() })),
  /** A map boss's unique piece, when it dropped: now in the inventory. */
  pieces: z.array(z.object({ item_id: z.string(), name: z.string(), rarity: raritySchema })),
});
export type RewardsView = z.infer<typeof rewardsView>;

export const WON_MESSAGE = 'You won the battle!';
export const LOST_MESSAGE = 'You lost the battle!';
export const NO_MONSTER_MESSAGE = 'No monster found for battle.';

export const attackWon = z.object({
  message: z.literal(WON_MESSAGE),
  rewards: rewardsView,
  levelupto: z.number().nullable(),
  battleLog: z.array(z.string()),
  user_hp: z.number(),
  /** The fight's replay: GET /replays/:id, /replay/:id on the web. */
  replay_id: z.string(),
});
export const attackLost = z.object({
  message: z.literal(LOST_MESSAGE),
  battleLog: z.array(z.string()),
  user_hp: z.literal(0),
  gold_lost: z.number(),
  /** The fight's replay: GET /replays/:id, /replay/:id on the web. */
  replay_id: z.string(),
});
export const attackOngoing = battleView.extend({ message: z.string() });

export const attackResponse = z.union([attackWon, attackLost, attackOngoing]);
export type AttackResponse = z.infer<typeof attackResponse>;

/** An attack: a plain one, or with `skill`, one of the hero's job skills (its `_id`). */
export const attackBody = withUserId({ skill: skillField.optional() });
export type AttackBody = z.infer<typeof attackBody>;

/** Auto-battle: stop once HP falls below `until_hp_below` percent (default 0: to the end). */
export const autoBattleBody = withUserId({
  until_hp_below: z.number().int().min(0).max(100).optional(),
  /** Below the threshold, drink a healing potion and fight on while any is left. */
  potions: z.boolean().optional(),
});
export type AutoBattleBody = z.infer<typeof autoBattleBody>;

/**
 * As an attack answers, with every log line of the rounds played, how many, and the
 * same lines grouped by round (a potion drunk between rounds is a group of its own),
 * so a client can play the fight back round by round.
 */
const autoBattleExtra = { rounds: z.number(), round_logs: z.array(z.array(z.string())) };
export const autoBattleResponse = z.union([
  attackWon.extend(autoBattleExtra),
  attackLost.extend(autoBattleExtra),
  attackOngoing.extend(autoBattleExtra),
]);
export type AutoBattleResponse = z.infer<typeof autoBattleResponse>;
