import { sql } from 'drizzle-orm';
import {
  check,
  integer,
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
  },
  // Names are unique regardless of case: "Hero" and "hero" are one account.
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

/** One hero per account. Derived stats (ATK, max HP, …) are computed, never stored. */
export const heroes = pgTable(
  'heroes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id'),
    level: integer('level').notNull().default(1),
    xp: integer('xp').notNull().default(0),
    hp: integer('hp').notNull().default(0),
    gold: integer('gold').notNull(),
    soul: integer('soul').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('heroes_gold_nonnegative', sql`${t.gold} >= 0`),
    check('heroes_soul_nonnegative', sql`${t.soul} >= 0`),
    check('heroes_level_positive', sql`${t.level} >= 1`),
    check('heroes_xp_nonnegative', sql`${t.xp} >= 0`),
    check('heroes_hp_nonnegative', sql`${t.hp} >= 0`),
  ],
);

/** Stackable consumables a hero owns. A row at qty 0 is deleted, never kept. */
export const heroItems = pgTable(
  'hero_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
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
