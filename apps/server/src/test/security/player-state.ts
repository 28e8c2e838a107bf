import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/database';
import { heroEquipment, heroItems } from '../../db/schema';
import { PLAYER_TABLES } from '../../db/player-tables';
import { createHero, type TestPlayer } from '../fixtures';
import type { TestApp } from '../test-app';

/** Rows in a stable order, so two snapshots compare equal exactly when the data is equal. */
const sorted = <T>(rows: T[]) =>
  rows.map((r) => JSON.stringify(r)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Everything stored about one player, table by table, plus what the API shows
 * them. Comparing two snapshots is how the security tests prove that a refused
 * request changed nothing: the database rows catch writes the API views would
 * not show (ledger rows, forge timers), the views catch a broken read path.
 */
export async function snapshotPlayer(app: FastifyInstance, db: Database, player: TestPlayer) {
  const id = player.userId;
  // The views first: /quests makes the day's quests the first time it is read that day.
  const views: Record<string, unknown> = {};
  for (const url of [
    '/api/user',
    '/api/inventory/consumables',
    '/api/inventory/equipments',
    '/api/inventory/materials',
    '/api/bazaar/my-listings',
    '/api/gacha/history',
    '/api/hunt',
    '/api/explore/current-position',
    '/api/quests',
    '/api/arena',
    '/api/upgrades',
    '/api/cosmetics',
    '/api/guild',
  ]) {
    const res = await player.post(url);
    // The arena's offered opponents are other heroes, not this one's state.
    const { opponents: _others, ...body } = res.json();
    views[url] = { status: res.statusCode, body };
  }
  // Every table with rows about a player (db/player-tables.ts), by the table's name.
  const rows: Record<string, string[]> = {};
  for (const { table, name, playerColumns } of PLAYER_TABLES) {
    const about = or(...playerColumns.map((column) => eq(column, id)));
    rows[name] = sorted(await db.select().from(table).where(about));
  }
  return { rows, views };
}

export type PlayerSnapshot = Awaited<ReturnType<typeof snapshotPlayer>>;

export interface RichHero {
  player: TestPlayer;
  /** An active bazaar listing of theirs. */
  listingId: string;
  /** An arena fight they started. */
  fightId: string;
}

/**
 * A hero with something of everything an attacker might reach for: gold and
 * souls, consumables and materials only they own, three Rare copies ready to
 * combine, a worn piece, an active listing, a forge ready to claim, a map
 * being explored, a hunt battle in progress, a gacha pity counter and an arena fight.
 */
export async function createRichHero({ app, database, clock }: TestApp): Promise<RichHero> {
  const db = database.db;
  const player = await createHero(app);
  const ok = async (url: string, body: Record<string, unknown>) => {
    const res = await player.post(url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  await db.insert(heroItems).values([
    { userId: player.userId, itemId: 'potion-greater', qty: 3 },
    { userId: player.userId, itemId: 'iron-ore', qty: 6 },
  ]);
  await db.insert(heroEquipment).values([
    { userId: player.userId, itemId: 'cinder-axe', rarity: 'Rare', qty: 3 },
    { userId: player.userId, itemId: 'bone-plate', rarity: 'Epic', qty: 1 },
  ]);
  await ok('/api/inventory/equip', { wpn: null, arm: ['padded-vest', 'Common'], acc: null });
  const { listing } = await ok('/api/bazaar/list', {
    item_id: 'hunters-knife',
    rarity: 'Common',
    price: 600,
    currency: 'gold',
  });
  await ok('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
  await ok('/api/gacha', { box: 2, amount: 1 });
  await ok('/api/explore/map', { mapId: 1, area: 1 });
  await ok('/api/hunt/set-hunt', { hunt: 1 });
  // Past every forging time: the forge now holds a piece that a claim would take.
  clock.advance(24 * 3600);
  const materials = await ok('/api/inventory/materials', {});
  expect(materials.forging_status).toBe(true);
  const rival = await createHero(app);
  const fight = await ok('/api/arena/challenge', { opponentId: rival.userId });
  return { player, listingId: listing._id, fightId: fight._id };
}
