import { sql } from 'drizzle-orm';
import { LEDGER_KINDS } from '@demonbane/game/ledger-kinds';
import { SEASON_MINIMUM } from '@demonbane/game/seasons';
import type { BuffId } from '@demonbane/game/buffs';
import type { EquipmentId } from '@demonbane/game/equipment';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { AffixKind } from '@demonbane/game/affixes';
import { REFINE } from '@demonbane/game/slot-upgrades';
import type { BoxIndex } from '@demonbane/game/gacha';
import type { ItemId, MaterialId } from '@demonbane/game/items';
import type { JobId } from '@demonbane/game/jobs';
import type { MapId } from '@demonbane/game/maps';
import type { MonsterId } from '@demonbane/game/monsters';
import type { Tactics } from '@demonbane/game/battle/round';
import type { Combatant } from '@demonbane/game/battle/combatant';
import type { ReplayRecord, RoundInput } from '@demonbane/game/battle/replay';
import type { Rarity } from '@demonbane/game/rarity';
import type { QuestId } from '@demonbane/game/quests';
import type { GuildRole } from '@demonbane/game/guilds';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  interval,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the player deleted the account: the row stays as an anonymous tombstone
     * (name `deleted:<id>`, no usable password) so the ledger, draws and past trades
     * that refer to it keep their history without personal data.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // Names are unique regardless of case: "Hero" and "hero" are one account.
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

/**
 * One row per login. The token carries the row's id; every authenticated request
 * checks it, so deleting the row ends the session at once on every server.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** One hero per account. Derived stats (ATK, max HP, …) are computed, never stored. */
export const heroes = pgTable(
  'heroes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id').$type<JobId>(),
    level: integer('level').notNull().default(1),
    xp: integer('xp').notNull().default(0),
    hp: integer('hp').notNull().default(0),
    /** When `hp` was stored: regeneration is computed from it, never from a timer. */
    hpUpdatedAt: timestamp('hp_updated_at', { withTimezone: true }).notNull().defaultNow(),
    gold: integer('gold').notNull(),
    soul: integer('soul').notNull(),
    // Worn pieces: item id and rarity per slot, both null when the slot is empty.
    weaponId: text('weapon_id').$type<EquipmentId>(),
    weaponRarity: text('weapon_rarity'),
    armorId: text('armor_id').$type<EquipmentId>(),
    armorRarity: text('armor_rarity'),
    accId: text('acc_id').$type<EquipmentId>(),
    accRarity: text('acc_rarity'),
    /** When the player closed the new player's guide for good; null while it is shown. */
    guideDismissedAt: timestamp('guide_dismissed_at', { withTimezone: true }),
    /** Gold of value passed to other players through the bazaar, against the trading allowance. */
    bazaarPassed: integer('bazaar_passed').notNull().default(0),
    /** Times the hero ascended (started over from level 50): its bonus grows with them. */
    ascensions: integer('ascensions').notNull().default(0),
    /** The worn title and portrait frame (cosmetic ids), null when none. */
    titleId: text('title_id'),
    frameId: text('frame_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('heroes_gold_nonnegative', sql`${t.gold} >= 0`),
    check('heroes_soul_nonnegative', sql`${t.soul} >= 0`),
    check('heroes_level_positive', sql`${t.level} >= 1`),
    check('heroes_xp_nonnegative', sql`${t.xp} >= 0`),
    check('heroes_hp_nonnegative', sql`${t.hp} >= 0`),
    check('heroes_bazaar_passed_nonnegative', sql`${t.bazaarPassed} >= 0`),
    check('heroes_ascensions_nonnegative', sql`${t.ascensions} >= 0`),
    check('heroes_weapon_whole', sql`(${t.weaponId} IS NULL) = (${t.weaponRarity} IS NULL)`),
    check('heroes_armor_whole', sql`(${t.armorId} IS NULL) = (${t.armorRarity} IS NULL)`),
    check('heroes_acc_whole', sql`(${t.accId} IS NULL) = (${t.accRarity} IS NULL)`),
  ],
);

/** Stackable items (consumables and materials) a hero owns. A row at qty 0 is deleted, never kept. */
export const heroItems = pgTable(
  'hero_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').$type<ItemId>().notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('hero_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * Failed-login counters per key ("account:<name>" or "ip:<address>") in a fixed
 * window. Kept in the database so every server instance sees the same count.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('login_throttle_failures_nonnegative', sql`${t.failures} >= 0`)],
);

/** The rarities, for CHECKs: a column with such a CHECK is typed Rarity. */
const RARITY_SQL = sql.raw(`('Common', 'Uncommon', 'Rare', 'Epic', 'Legendary')`);

/**
 * Equipment in the inventory, stacked by piece and rarity. Worn pieces are not
 * here (they are on the hero), so a piece is always in exactly one place.
 */
export const heroEquipment = pgTable(
  'hero_equipment',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').$type<EquipmentId>().notNull(),
    rarity: text('rarity').$type<Rarity>().notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId, t.rarity] }),
    check('hero_equipment_qty_positive', sql`${t.qty} > 0`),
    check('hero_equipment_rarity_known', sql`${t.rarity} IN ${RARITY_SQL}`),
  ],
);

/**
 * A slot's refinement and enchantment (slot-upgrades.ts): they belong to the slot, not
 * to the piece worn in it. No row: nothing done to that slot yet. At most three per hero.
 */
export const slotUpgrades = pgTable(
  'slot_upgrades',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot').$type<EquipmentType>().notNull(),
    refine: integer('refine').notNull().default(0),
    /** Failed refining tries since the last success (they raise the next chance). */
    fails: integer('fails').notNull().default(0),
    enchantKind: text('enchant_kind').$type<AffixKind>(),
    enchantValue: doublePrecision('enchant_value'),
    /** Enchantments drawn on the slot so far (they price the next). */
    enchantRolls: integer('enchant_rolls').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slot] }),
    check('slot_upgrades_slot_known', sql`${t.slot} IN ('weapon', 'armor', 'acc')`),
    check(
      'slot_upgrades_refine_range',
      sql`${t.refine} BETWEEN 0 AND ${sql.raw(String(REFINE.max))}`,
    ),
    check('slot_upgrades_fails_nonnegative', sql`${t.fails} >= 0`),
    check('slot_upgrades_rolls_nonnegative', sql`${t.enchantRolls} >= 0`),
    check(
      'slot_upgrades_enchant_whole',
      sql`(${t.enchantKind} IS NULL) = (${t.enchantValue} IS NULL)`,
    ),
    check(
      'slot_upgrades_enchant_kind_known',
      sql`${t.enchantKind} IS NULL OR ${t.enchantKind} IN ('damage', 'crit', 'lifesteal', 'resist')`,
    ),
  ],
);

/** Cosmetics bought for gold, one row per piece (earned ones are read from deeds, never stored). */
export const heroCosmetics = pgTable(
  'hero_cosmetics',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cosmeticId: text('cosmetic_id').notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cosmeticId] })],
);

/** Active buffs: counted in battles left, or ending at a stored time. */
export const heroBuffs = pgTable(
  'hero_buffs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buffId: text('buff_id').$type<BuffId>().notNull(),
    battlesLeft: integer('battles_left'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.buffId] }),
    check('hero_buffs_battles_nonnegative', sql`${t.battlesLeft} IS NULL OR ${t.battlesLeft} >= 0`),
  ],
);

/** Why a balance moved (packages/game/src/ledger-kinds.ts). */
export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS);

/**
 * Every change of a balance: its kind, what it was about (`ref`) and a readable reason.
 * Balances are the sum of their ledger rows; invariant tests check that, and that
 * nothing is minted unseen.
 */
export const currencyLedger = pgTable(
  'currency_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    delta: integer('delta').notNull(),
    kind: ledgerKind('kind').notNull(),
    /** The monster, item, box or listing the row is about; null for purses and grants. */
    ref: text('ref'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A keyed purchase's Idempotency-Key, kept on the row its spend writes anyway, with
     * the request it answered (route and body hash, as idempotency_keys has them) and
     * its answer, so a retry finds them here (ADR 0016); null on every other row.
     */
    idempotencyKey: text('idempotency_key'),
    request: text('request'),
    requestHash: text('request_hash'),
    answer: jsonb('answer'),
  },
  (t) => [
    check('currency_ledger_currency_known', sql`${t.currency} IN ('gold', 'soul')`),
    index('currency_ledger_user_idx').on(t.userId),
    // One answer per key: a second request with it collides here. Partial, so it holds
    // only the keyed rows of a large table.
    uniqueIndex('currency_ledger_user_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/** A hero's walk through one map area: position, tiles seen, and whether the goal was reached. */
export const explorations = pgTable('explorations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mapId: integer('map_id').$type<MapId>().notNull(),
  area: integer('area').notNull(),
  x: integer('x').notNull(),
  y: integer('y').notNull(),
  /** Seen tiles, '0'/'1' row by row. */
  seen: text('seen').notNull(),
  reachedGoal: boolean('reached_goal').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far a hero has come in each map: areas 1..cleared are finished. */
export const mapProgress = pgTable(
  'map_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mapId: integer('map_id').$type<MapId>().notNull(),
    cleared: integer('cleared').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mapId] }),
    check('map_progress_cleared_nonnegative', sql`${t.cleared} >= 0`),
  ],
);

/**
 * The one battle a hero may be in. The seed (from crypto) and the round count
 * replay it exactly; the monster's HP is the only other state between rounds.
 */
export const battles = pgTable(
  'battles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    monsterId: text('monster_id').$type<MonsterId>().notNull(),
    monsterLevel: integer('monster_level').notNull(),
    monsterHp: integer('monster_hp').notNull(),
    /** Hunt battles: the floor fought on. */
    floor: integer('floor'),
    seed: integer('seed').array().notNull(),
    round: integer('round').notNull().default(0),
    log: text('log')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Resource, cooldowns, guard, charge, hex and a boss's warned move; null: as a fight starts. */
    tactics: jsonb('tactics').$type<Tactics>(),
    /** The hero's gold when the fight began: fleeing or losing costs against it (defeat-cost.ts). */
    goldAtStart: integer('gold_at_start').notNull().default(0),
    /**
     * The latest round's Idempotency-Key, its request (route and body hash, requestOf)
     * and its answer: a retry of that round replays it without the key table (ADR 0016).
     */
    lastKey: text('last_key'),
    lastRequest: text('last_request'),
    lastAnswer: jsonb('last_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the fight's replay will hold (ADR 0022), appended round by round: each round's
     * input and lines, and what the last round left (to tell whether the next round's hero
     * or monster HP differs). A round reads only replay_hero; the fight's end moves the
     * rest to `replays`.
     */
    replayInputs: jsonb('replay_inputs')
      .$type<RoundInput[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    replayLog: jsonb('replay_log')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    replayHero: jsonb('replay_hero').$type<{ hero: Combatant; monsterHp: number }>(),
  },
  (t) => [
    check('battles_kind_known', sql`${t.kind} IN ('explore', 'hunt')`),
    check('battles_monster_hp_nonnegative', sql`${t.monsterHp} >= 0`),
    check('battles_round_nonnegative', sql`${t.round} >= 0`),
  ],
);

/**
 * The hunting tower per hero: the highest floor cleared (and when, to break ties
 * on the leaderboard), the floor being fought, and whether it was just won.
 */
export const huntProgress = pgTable(
  'hunt_progress',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    highestFloor: integer('highest_floor').notNull().default(0),
    highestReachedAt: timestamp('highest_reached_at', { withTimezone: true }),
    currentFloor: integer('current_floor'),
    floorWon: boolean('floor_won').notNull().default(false),
  },
  (t) => [
    check('hunt_progress_highest_nonnegative', sql`${t.highestFloor} >= 0`),
    check(
      'hunt_progress_current_positive',
      sql`${t.currentFloor} IS NULL OR ${t.currentFloor} >= 1`,
    ),
    index('hunt_progress_leaderboard_idx').on(t.highestFloor.desc(), t.highestReachedAt.asc()),
  ],
);

/**
 * Boss floors a hero has cleared: a boss pays its first-clear bounty (triple
 * rewards) once per hero and floor. The row is inserted by the winning round, so
 * two wins can never both claim it.
 */
/** The last time each map boss paid its unique piece to a hero: once a rolling week (boss-piece.ts). */
export const bossPieceClaims = pgTable(
  'boss_piece_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monsterId: text('monster_id').$type<MonsterId>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.monsterId] })],
);

export const huntBossClears = pgTable(
  'hunt_boss_clears',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    floor: integer('floor').notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.floor] }),
    check('hunt_boss_clears_floor_positive', sql`${t.floor} >= 1`),
  ],
);

/**
 * A hero's forge: the materials put in, the piece it will give (rolled when the
 * forging starts, so nothing is decided at claim time) and when it is ready.
 * No row: the forge is free. Claiming deletes the row in the same statement that
 * checks it is ready, so two claims cannot both succeed.
 */
export const forges = pgTable(
  'forges',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    materials: text('materials').array().$type<MaterialId[]>().notNull(),
    itemId: text('item_id').$type<EquipmentId>().notNull(),
    rarity: text('rarity').$type<Rarity>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
    /** When the hero was told it is ready (`forge.ready`): set once, by one sweep. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The seeds the piece was rolled from (docs/fairness.md); null before they were kept. */
    seedHash: text('seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
  },
  (t) => [
    check('forges_rarity_known', sql`${t.rarity} IN ${RARITY_SQL}`),
    check('forges_ready_after_start', sql`${t.readyAt} >= ${t.startedAt}`),
    index('forges_unnotified_idx')
      .on(t.readyAt)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);

/**
 * Each hero's committed seed for provably fair draws (ADR 0022): the secret server seed
 * (hex), its SHA-256 shown to the player, the player's client seed and the nonce of the
 * next draw request. Rotating replaces the row's seed and resets the nonce.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('fairness_seeds_nonce_nonnegative', sql`${t.nonce} >= 0`),
    check('fairness_seeds_client_seed_length', sql`char_length(${t.clientSeed}) BETWEEN 1 AND 64`),
  ],
);

/** Draws since the last Epic or better, per hero and box (the pity counter). */
export const gachaPity = pgTable(
  'gacha_pity',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boxIndex: integer('box_index').$type<BoxIndex>().notNull(),
    sinceEpic: integer('since_epic').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.boxIndex] }),
    check('gacha_pity_nonnegative', sql`${t.sinceEpic} >= 0`),
  ],
);

/**
 * Every draw ever made: the hero's history, and the public audit's data. `rolled`
 * is the plain roll on the published table ('null' for an empty outcome; NULL when
 * a pity draw made no plain roll); `rarity` is what was given.
 */
export const gachaDraws = pgTable(
  'gacha_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boxIndex: integer('box_index').$type<BoxIndex>().notNull(),
    itemId: text('item_id').$type<EquipmentId>(),
    rarity: text('rarity'),
    rolled: text('rolled'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Counted into gacha_audit_counts already; the audit adds only the unfolded rest. */
    folded: boolean('folded').notNull().default(false),
    /**
     * The seeds the draw came from (docs/fairness.md): the committed hash, the client
     * seed, the request's nonce, the draw's index in it and the pity counter before the
     * request. Null for draws made before draws were provably fair.
     */
    seedHash: text('seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    drawIndex: integer('draw_index'),
    pityBefore: integer('pity_before'),
  },
  (t) => [
    check('gacha_draws_source_known', sql`${t.source} IN ('roll', 'pity', 'guarantee')`),
    index('gacha_draws_user_idx').on(t.userId, t.createdAt.desc()),
    index('gacha_draws_unfolded_idx')
      .on(t.id)
      .where(sql`NOT ${t.folded}`),
  ],
);

/**
 * The public audit's running totals: draws per box, plain roll ('' when a pity
 * draw made none) and source. The minute sweep folds new draws in, each draw
 * exactly once (it flips `folded` in the same statement).
 */
export const gachaAuditCounts = pgTable(
  'gacha_audit_counts',
  {
    boxIndex: integer('box_index').$type<BoxIndex>().notNull(),
    rolled: text('rolled').notNull(),
    source: text('source').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxIndex, t.rolled, t.source] })],
);

/**
 * Bazaar listings. While `active`, the piece is in escrow here (out of the
 * seller's inventory). A listing ends exactly once: sold, cancelled or expired,
 * each a conditional update on `status = 'active'`.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').$type<EquipmentId>().notNull(),
    rarity: text('rarity').$type<Rarity>().notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    fee: integer('fee').notNull(),
    status: text('status').notNull().default('active'),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('listings_price_positive', sql`${t.price} > 0`),
    check('listings_fee_nonnegative', sql`${t.fee} >= 0`),
    check('listings_currency_known', sql`${t.currency} IN ('gold', 'soul')`),
    check('listings_status_known', sql`${t.status} IN ('active', 'sold', 'cancelled', 'expired')`),
    check('listings_rarity_known', sql`${t.rarity} IN ${RARITY_SQL}`),
    index('listings_active_idx').on(t.status, t.expiresAt),
    index('listings_seller_idx').on(t.sellerId, t.status),
    index('listings_sales_idx').on(t.itemId, t.rarity, t.status, t.closedAt),
  ],
);

/**
 * The first answer to each `Idempotency-Key` a player sent to an economy call. The
 * row is inserted in the action's own transaction before the action runs, so a
 * duplicate (on any server) waits on the primary key and then finds `result`: the
 * service's result, success or refusal, from which the route builds its answer again.
 * The minute sweep deletes rows past `expires_at` and each player's rows beyond the
 * newest KEYS_KEPT_PER_PLAYER (shared/idempotency-retention.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route, e.g. `POST /api/shop/purchase`. */
    request: text('request').notNull(),
    /** SHA-256 of the request body, so a key reused for another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** NULL only inside the claiming transaction; set before it commits. */
    statusCode: integer('status_code'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the sweep may forget the key: set by the claim from the route's class, brought
     * forward for a refusal. The default only dates rows written before the column existed.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // Who made keys lately (the window's candidates).
    index('idempotency_keys_created_idx').on(t.createdAt),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    // A player's keys newest first, to find where the window ends.
    index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt, t.key),
  ],
);

/**
 * A hero's daily quests, one row per quest and UTC day, made the first time the day's
 * quests are read or an action counts towards them. Progress is raised by the actions
 * themselves in their transaction, never past the goal; a claim sets `claimed_at`
 * once, by a conditional update.
 */
export const dailyQuests = pgTable(
  'daily_quests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    questId: text('quest_id').$type<QuestId>().notNull(),
    mapId: integer('map_id').$type<MapId>(),
    // The hero's level when the day's quests were made: which fights and boxes count.
    level: integer('level').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    goal: integer('goal').notNull(),
    rewardGold: integer('reward_gold').notNull(),
    rewardSouls: integer('reward_souls').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.questId] }),
    check('daily_quests_progress_range', sql`${t.progress} >= 0 AND ${t.progress} <= ${t.goal}`),
    check('daily_quests_reward_nonnegative', sql`${t.rewardGold} >= 0 AND ${t.rewardSouls} >= 0`),
  ],
);

/**
 * Days in a row on which a hero claimed all three quests: `last_day` is the latest
 * such day; the streak counts on only if the next one is the day after.
 */
export const questStreaks = pgTable('quest_streaks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  streak: integer('streak').notNull(),
  lastDay: date('last_day').notNull(),
});

/**
 * A hero's highest tower floor won in each hunt season, and when it was first won
 * (ties go to whoever got there first within the season).
 */
export const seasonFloors = pgTable(
  'season_floors',
  {
    season: integer('season').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highestFloor: integer('highest_floor').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    /** Tower fights won this season: the season minimum counts them. */
    wins: integer('wins').notNull().default(0),
    /** `wins` when `highest_floor` was reached: fewer breaks a tie. */
    winsAtBest: integer('wins_at_best').notNull().default(0),
    /**
     * The hero's first tower win this season: `reached_at - first_win_at` is the time the
     * climb took, the second tie-break (never the wall clock). Null on rows from before it.
     */
    firstWinAt: timestamp('first_win_at', { withTimezone: true }),
    /**
     * Whether the row meets the season minimum (seasons.ts SEASON_MINIMUM), and how long
     * the climb took: the board's first and last keys, stored so its index serves them.
     */
    qualified: boolean('qualified')
      .notNull()
      .generatedAlwaysAs(
        sql`highest_floor >= ${sql.raw(String(SEASON_MINIMUM.floor))} AND wins >= ${sql.raw(String(SEASON_MINIMUM.wins))}`,
      ),
    climb: interval('climb')
      .notNull()
      .generatedAlwaysAs(sql`reached_at - coalesce(first_win_at, reached_at)`),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.userId] }),
    check('season_floors_floor_positive', sql`${t.highestFloor} >= 1`),
    // The board's order: the top 100 and a hero's place read a range of it.
    index('season_floors_board_idx').on(
      t.season,
      t.qualified.desc(),
      t.highestFloor.desc(),
      t.winsAtBest.asc(),
      t.climb.asc(),
    ),
  ],
);

/**
 * Ended hunt seasons whose rewards were paid: the row is claimed by one sweep (on
 * any server) with a conditional update, so a season pays exactly once.
 */
export const huntSeasons = pgTable('hunt_seasons', {
  number: integer('number').primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/** A paid season's final standings, as they were when it ended (what /seasons shows). */
export const seasonResults = pgTable(
  'season_results',
  {
    season: integer('season').notNull(),
    rank: integer('rank').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    jobId: text('job_id').$type<JobId>(),
    level: integer('level').notNull(),
    highestFloor: integer('highest_floor').notNull(),
    /** Tower fights won in the season (what the season minimum counted). */
    wins: integer('wins').notNull().default(0),
    rewardGold: integer('reward_gold').notNull(),
    rewardSouls: integer('reward_souls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.rank] })],
);

/** A hero's arena rating (Elo). No row: the starting rating, never challenged yet. */
export const arenaRatings = pgTable(
  'arena_ratings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('arena_ratings_board_idx').on(t.rating.desc(), t.updatedAt.asc())],
);

/**
 * Arena fights: who challenged whom, the defender's snapshot at the time, the whole
 * log and both rating changes (which sum to zero).
 */
export const arenaFights = pgTable(
  'arena_fights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attackerId: uuid('attacker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defenderId: uuid('defender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    attackerWon: boolean('attacker_won').notNull(),
    attackerChange: integer('attacker_change').notNull(),
    defenderChange: integer('defender_change').notNull(),
    attackerRating: integer('attacker_rating').notNull(),
    defenderRating: integer('defender_rating').notNull(),
    seed: text('seed').notNull(),
    log: jsonb('log').$type<string[]>().notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The fight's replay; null once swept (or for fights before replays). */
    replayId: uuid('replay_id').references(() => replays.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('arena_fights_zero_sum', sql`${t.attackerChange} + ${t.defenderChange} = 0`),
    check('arena_fights_not_self', sql`${t.attackerId} <> ${t.defenderId}`),
    index('arena_fights_attacker_idx').on(t.attackerId, t.day),
    index('arena_fights_defender_idx').on(t.defenderId, t.createdAt),
  ],
);

/**
 * What a player is told: a sale, a finished forge, a defence in the arena, a quest
 * done, a season's end. Inserted in the transaction of what happened; a trigger
 * announces each row on the `notification` channel when it commits, and every
 * server pushes it to that player's open event streams. Kept so that a player who
 * was away sees it as unread. `id` orders a player's events (Last-Event-ID).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * An account's ban (`npm run admin -- ban`): while it lasts (`ends_at` NULL: for ever)
 * login is refused with the reason. One row per account; banning again replaces an
 * ended ban only, and `unban` deletes the row. The history is in `operator_actions`.
 */
export const accountBans = pgTable('account_bans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  bannedAt: timestamp('banned_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** The operating-system user who banned it. */
  bannedBy: text('banned_by').notNull(),
});

/**
 * Every operator action that can change the game (ban, unban, grant), done or refused:
 * who ran it, when, on whom, with which arguments, and the answer. Kept for ever, also
 * after the account is deleted: it is the operators' history, not the player's data.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operator: text('operator').notNull(),
    command: text('command').notNull(),
    /** The account as the operator named it; the resolved account when there is one. */
    target: text('target'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    args: jsonb('args').$type<string[]>().notNull(),
    outcome: text('outcome').notNull(),
    /** What the operator was told: the answer's text, or the refusal. */
    message: text('message').notNull(),
  },
  (t) => [
    check('operator_actions_outcome_known', sql`${t.outcome} IN ('done', 'refused', 'usage')`),
    index('operator_actions_user_idx').on(t.userId, t.at),
  ],
);

/**
 * Guilds (modules/guilds, ADR 0021). Name and tag are unique case-insensitively, as
 * usernames are. A guild row's lock orders joins, so two cannot pass the size limit.
 */
export const guilds = pgTable(
  'guilds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tag: text('tag').notNull(),
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('guilds_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('guilds_tag_lower_key').on(sql`lower(${t.tag})`),
  ],
);

/** Membership: one row per hero, so a hero is in one guild at a time; one leader per guild. */
export const guildMembers = pgTable(
  'guild_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    guildId: uuid('guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    role: text('role').$type<GuildRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('guild_members_role_known', sql`${t.role} IN ('leader', 'officer', 'member')`),
    uniqueIndex('guild_members_one_leader')
      .on(t.guildId)
      .where(sql`${t.role} = 'leader'`),
    index('guild_members_guild_idx').on(t.guildId, t.joinedAt),
  ],
);

/**
 * A request to join (`request`: the hero asked) or an invitation (`invite`: an officer
 * asked the hero), until answered or lapsed; bounded per hero and per guild.
 */
export const guildInvites = pgTable(
  'guild_invites',
  {
    guildId: uuid('guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'request' | 'invite'>().notNull(),
    /** Who invited (invitations). */
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guildId, t.userId] }),
    check('guild_invites_kind_known', sql`${t.kind} IN ('request', 'invite')`),
    index('guild_invites_user_idx').on(t.userId),
  ],
);

/** When a hero last left a guild (left, kicked, disbanded): joining again waits a while. */
export const guildDepartures = pgTable('guild_departures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leftAt: timestamp('left_at', { withTimezone: true }).notNull(),
});

/**
 * Guild chat: the newest messages of each guild (older ones are deleted as new ones are
 * posted). A trigger announces each on the `guild` channel when it commits. The author's
 * name is kept with the message; a deleted account's messages go with it.
 */
export const guildMessages = pgTable(
  'guild_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guildId: uuid('guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Taken down by an officer: kept out of history, announced once. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('guild_messages_guild_idx').on(t.guildId, t.id)],
);

/** A player hides another's chat messages; at most so many per player. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    check('chat_blocks_not_self', sql`${t.userId} <> ${t.blockedId}`),
  ],
);

/**
 * A reported chat message, for the operators (`npm run admin -- reports`): a copy of the
 * text, since the message itself may be deleted or rotated out. One per reporter and
 * message; a player files at most so many a day.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    guildId: uuid('guild_id').references(() => guilds.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_reports_once_idx').on(t.reporterId, t.messageId),
    index('chat_reports_created_idx').on(t.createdAt),
  ],
);

/**
 * A guild's raid of one week. Its pool is `max_hp` minus the sum of its `raid_hits`,
 * never stored; `fell_at` is claimed once, by a conditional update, when the sum reaches
 * `max_hp`, and the members are paid in that transaction.
 */
export const guildRaids = pgTable(
  'guild_raids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guildId: uuid('guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    level: integer('level').notNull(),
    bossId: text('boss_id').notNull(),
    maxHp: bigint('max_hp', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fellAt: timestamp('fell_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guild_raids_week_key').on(t.guildId, t.week),
    index('guild_raids_week_idx').on(t.week),
    check('guild_raids_level_positive', sql`${t.level} >= 1`),
    check('guild_raids_hp_positive', sql`${t.maxHp} > 0`),
  ],
);

/**
 * One raid attack's damage, insert-only. A hero's attacks a day are numbered, and the
 * number is unique per hero and day whatever the raid, so a racing extra attack fails
 * to insert.
 */
export const raidHits = pgTable(
  'raid_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * Cleared when the guild is disbanded: the hit stays, so its number still counts
     * against the hero's attacks that day.
     */
    raidId: uuid('raid_id').references(() => guildRaids.id, { onDelete: 'set null' }),
    /** Cleared when the account is deleted: the damage stays in the pool. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    day: date('day').notNull(),
    attackNo: integer('attack_no').notNull(),
    damage: integer('damage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('raid_hits_attack_key').on(t.userId, t.day, t.attackNo),
    index('raid_hits_raid_idx').on(t.raidId, t.userId),
    check('raid_hits_damage_nonnegative', sql`${t.damage} >= 0`),
    check('raid_hits_attack_positive', sql`${t.attackNo} >= 1`),
  ],
);

/**
 * Every finished fight, kept 30 days so that anyone can replay it by link (ADR 0022):
 * its kind, the fighters as they began, the seed, the inputs per round and the log its
 * player saw. `user_id` is the player whose fight it was (the challenger in the arena).
 */
export const replays = pgTable(
  'replays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReplayRecord['kind']>().notNull(),
    fighters: jsonb('fighters').$type<ReplayRecord['fighters']>().notNull(),
    seed: jsonb('seed').$type<ReplayRecord['seed']>().notNull(),
    inputs: jsonb('inputs').$type<ReplayRecord['inputs']>().notNull(),
    log: jsonb('log').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('replays_kind_known', sql`${t.kind} IN ('explore', 'hunt', 'arena', 'raid')`),
    index('replays_created_idx').on(t.createdAt),
    index('replays_user_idx').on(t.userId, t.createdAt),
  ],
);
