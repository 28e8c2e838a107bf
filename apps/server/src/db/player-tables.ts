import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import {
  arenaFights,
  chatBlocks,
  chatReports,
  currencyLedger,
  gachaDraws,
  guildInvites,
  heroes,
  listings,
  operatorActions,
  raidHits,
  seasonResults,
  users,
} from './schema';

/** A table with rows about players, and the columns that name the player. */
export interface PlayerTable {
  readonly table: PgTable;
  readonly name: string;
  readonly playerColumns: readonly PgColumn[];
  /** Whether every player column's rows go when the account row goes (ON DELETE CASCADE). */
  readonly cascades: boolean;
}

/**
 * The account row itself, then every table among `tables` with a column that
 * references users.id, in the order `tables` lists them (a module namespace: by export
 * name). Derived from the table
 * definitions, so a new table that names a player is on the list without editing it.
 */
export function playerTablesIn(tables: Record<string, unknown>): PlayerTable[] {
  const found: PlayerTable[] = [
    { table: users, name: 'users', playerColumns: [users.id], cascades: true },
  ];
  for (const table of Object.values(tables)) {
    if (!is(table, PgTable) || table === users) continue;
    const config = getTableConfig(table);
    const references = config.foreignKeys.filter((fk) => {
      const ref = fk.reference();
      return ref.foreignTable === users && ref.foreignColumns.every((c) => c === users.id);
    });
    if (references.length === 0) continue;
    found.push({
      table,
      name: config.name,
      playerColumns: references.flatMap((fk) => fk.reference().columns),
      cascades: references.every((fk) => fk.onDelete === 'cascade'),
    });
  }
  return found;
}

/** Every table of the schema with rows about a player, the users row first. */
export const PLAYER_TABLES: readonly PlayerTable[] = playerTablesIn(schema);

/**
 * Player tables that account deletion does not simply clear by their user_id, with
 * what happens to them and why. Every other player table is the player's own: one
 * column names the player and cascades, and its rows are deleted with the account
 * (account_bans too: a tombstone never logs in again, so its ban protects nothing).
 */
export const DELETION_EXCEPTIONS: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [users, 'kept as an anonymous tombstone (deleted:<id>, no password) for the history below'],
  [heroes, 'deleted last: its row lock, taken first, orders the deletion after running actions'],
  [arenaFights, 'deleted where the player is either side: the log and snapshot carry the name'],
  [currencyLedger, "kept, the purse written off, so the account's entries still add up (to zero)"],
  [gachaDraws, 'kept: the public gacha audit counts every draw ever made'],
  [listings, "kept as trade history; the seller's active listings are cancelled"],
  [seasonResults, "kept: a past season's final standings, as they were when it ended"],
  [operatorActions, "kept: the operators' history, not the player's data"],
  [guildInvites, "the player's requests and invitations go; invitations they sent lose the sender"],
  [chatBlocks, 'deleted both ways: blocks the player made and blocks of the player'],
  [chatReports, "kept for the operators with the text copied; the author's id is cleared"],
  [raidHits, "kept without the player: the raid's pool stays as the guild brought it down"],
]);

/** A player table whose rows are the player's own, deleted with the account. */
export interface OwnedTable {
  readonly table: PgTable;
  readonly name: string;
  readonly userId: PgColumn;
}

function ownedColumn(t: PlayerTable): PgColumn | undefined {
  const [column, ...more] = t.playerColumns;
  return column && more.length === 0 && column.name === 'user_id' && t.cascades
    ? column
    : undefined;
}

/** The player tables that are neither the player's own nor an exception: each needs a decision. */
export function unhandledPlayerTables(tables: readonly PlayerTable[]): string[] {
  return tables
    .filter((t) => !DELETION_EXCEPTIONS.has(t.table) && !ownedColumn(t))
    .map((t) => t.name);
}

/** The player's own tables, by export name. */
export const OWNED_TABLES: readonly OwnedTable[] = PLAYER_TABLES.flatMap((t) => {
  const userId = DELETION_EXCEPTIONS.has(t.table) ? undefined : ownedColumn(t);
  return userId ? [{ table: t.table, name: t.name, userId }] : [];
});
