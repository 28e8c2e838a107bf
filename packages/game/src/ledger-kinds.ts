/**
 * Why a balance moved: every currency ledger row has one kind, and a reference to what
 * it was about (`ref`: a monster, an item, a box, a listing). Reports and the economy's
 * laws read these, never the human-readable reason.
 */
export const LEDGER_KINDS = [
  /** The purse every new hero starts with (mint). */
  'starting_purse',
  /** Gold and souls won in a battle; ref: the monster (mint). */
  'battle_reward',
  /** Gold burned by a defeat, lost or fled; ref: the monster (burn). */
  'defeat',
  /** A shop purchase; ref: the item (burn). */
  'shop',
  /** A gacha draw; ref: the box's name (burn). */
  'gacha',
  /** The bazaar's listing fee; ref: the item listed (burn). */
  'bazaar_fee',
  /** A buyer's payment; ref: the listing (moves to the seller). */
  'bazaar_buy',
  /** A seller's proceeds; ref: the listing (moves from the buyer). */
  'bazaar_sale',
  /** A deleted account's purse, written off (burn). */
  'account_deleted',
  /** Currency granted to a test world, the bench's or chaos's players (mint); operators use operator_grant. */
  'grant',
  /** A daily quest's reward; ref: the quest (`day:quest`) (mint). */
  'quest_reward',
  /** A hunt season's reward by final rank; ref: the season number (mint). */
  'season_reward',
  /** An arena win's gold (arena.ts winGold); ref: the fight (mint). */
  'arena_win',
  /**
   * An operator's grant (`npm run admin -- grant`): positive mints, negative takes back
   * (never below zero); the reason is the operator's.
   */
  'operator_grant',
  /** The share of gold an ascension burns (ascension.ts); ref: the ascension count (burn). */
  'ascension_tithe',
  /** A slot refining try, won or lost (slot-upgrades.ts); ref: `slot:step` (burn). */
  'refine',
  /** A slot enchantment draw (slot-upgrades.ts); ref: `slot:draw` (burn). */
  'enchant',
  /** A cosmetic bought (cosmetics.ts); ref: the cosmetic (burn). */
  'cosmetic',
  /** Founding a guild (guilds.ts); ref: the guild (burn). */
  'guild_founding',
  /** A share of a fallen guild raid boss's reward (raid.ts); ref: the raid (mint). */
  'raid_reward',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];
