import { describe, expect, it } from 'vitest';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  DELETION_EXCEPTIONS,
  OWNED_TABLES,
  PLAYER_TABLES,
  playerTablesIn,
  unhandledPlayerTables,
} from './player-tables';
import { gachaAuditCounts, heroes, listings, loginThrottle, users } from './schema';

const names = (tables: readonly { name: string }[]) => tables.map((t) => t.name);

describe('player tables', () => {
  it('finds every column that references an account, the users row first', () => {
    expect(PLAYER_TABLES[0]).toMatchObject({ name: 'users', playerColumns: [users.id] });
    const listingsEntry = PLAYER_TABLES.find((t) => t.table === listings);
    expect(listingsEntry?.playerColumns).toEqual([listings.sellerId, listings.buyerId]);
    expect(listingsEntry?.cascades).toBe(false);
    const heroesEntry = PLAYER_TABLES.find((t) => t.table === heroes);
    expect(heroesEntry).toMatchObject({ playerColumns: [heroes.userId], cascades: true });
    // Tables about no one in particular are not on the list.
    for (const table of [loginThrottle, gachaAuditCounts]) {
      expect(PLAYER_TABLES.some((t) => t.table === table)).toBe(false);
    }
  });

  it('handles every player table: the player’s own, or an exception with its reason', () => {
    expect(unhandledPlayerTables(PLAYER_TABLES)).toEqual([]);
    const players = new Set(PLAYER_TABLES.map((t) => t.table));
    for (const [table, reason] of DELETION_EXCEPTIONS) {
      expect(players.has(table)).toBe(true);
      expect(reason).not.toBe('');
    }
    expect(OWNED_TABLES.length + DELETION_EXCEPTIONS.size).toBe(PLAYER_TABLES.length);
    expect(names(OWNED_TABLES)).toContain('sessions');
    expect(names(OWNED_TABLES)).not.toContain('currency_ledger');
  });

  it('reports a new table that names a player in a way nobody decided on', () => {
    const gifts = pgTable('gifts', {
      fromId: uuid('from_id').references(() => users.id, { onDelete: 'cascade' }),
      toId: uuid('to_id').references(() => users.id, { onDelete: 'cascade' }),
    });
    const reviews = pgTable('reviews', {
      userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
      text: text('text'),
    });
    const pets = pgTable('pets', {
      userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    });
    const found = playerTablesIn({ users, gifts, reviews, pets, loginThrottle });
    expect(names(found)).toEqual(['users', 'gifts', 'reviews', 'pets']);
    expect(unhandledPlayerTables(found)).toEqual(['gifts', 'reviews']);
  });
});
