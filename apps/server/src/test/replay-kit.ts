import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { replayMatches, type ReplayRecord } from '@demonbane/game/battle/replay';
import { EQUIPMENT } from '@demonbane/game/equipment';
import { JOBS, type JobId } from '@demonbane/game/jobs';
import { RARITIES } from '@demonbane/game/rarity';
import type { Rng } from '@demonbane/game/rng';
import { queryRows, type Database } from '../db/database';
import { heroes, slotUpgrades } from '../db/schema';
import type { TestPlayer } from './fixtures';
import { addItems } from '../modules/ledger/stock';

const pick = <T>(rng: Rng, list: readonly T[]): T => list[rng.int(0, list.length - 1)]!;

/** A fighter for the replay tests: the hero and the job it was armed with. */
export interface Fighter {
  p: TestPlayer;
  jobId: JobId;
}

/** Sometimes a buff scroll before the fight, so that the buff is in the hero entering it. */
export async function maybeBuff(p: TestPlayer, rng: Rng) {
  if (!rng.chance(1, 4)) return;
  const itemId = pick(rng, ['scroll-fury', 'scroll-warding']);
  const res = await p.post('/api/inventory/use-item', { itemId, qty: 1 });
  // A buff as strong as it can be refuses another scroll.
  expect([200, 409]).toContain(res.statusCode);
}

/** Healing and buffing items a fight may drink: potions heal, a scroll buffs. */
export const FIGHT_ITEMS = ['potion-minor', 'potion', 'scroll-fury', 'scroll-warding'] as const;

/**
 * A hero set up directly: a random job at a level in `levels`, a random piece of its
 * level worn in each slot at a random rarity, an enchanted weapon now and then, HP full,
 * and a pack of potions and scrolls.
 */
export async function armHero(
  db: Database,
  p: TestPlayer,
  rng: Rng,
  levels: [number, number],
): Promise<{ jobId: JobId; level: number }> {
  const jobId = pick(rng, JOBS).id;
  const level = rng.int(...levels);
  const worn = (type: string) => {
    const piece = pick(
      rng,
      EQUIPMENT.filter((e) => e.type === type && e.level <= level && !e.unique),
    );
    return { id: piece.id, rarity: pick(rng, RARITIES) };
  };
  const [weapon, armor, acc] = [worn('weapon'), worn('armor'), worn('acc')];
  await db
    .update(heroes)
    .set({
      jobId,
      level,
      hp: 1_000_000,
      weaponId: weapon.id,
      weaponRarity: weapon.rarity,
      armorId: armor.id,
      armorRarity: armor.rarity,
      accId: acc.id,
      accRarity: acc.rarity,
    })
    .where(eq(heroes.userId, p.userId));
  await db.delete(slotUpgrades).where(eq(slotUpgrades.userId, p.userId));
  if (rng.chance(1, 3)) {
    await db.insert(slotUpgrades).values({
      userId: p.userId,
      slot: 'weapon',
      refine: rng.int(0, 5),
      enchantKind: pick(rng, ['damage', 'crit', 'lifesteal', 'resist'] as const),
      enchantValue: rng.int(1, 8) / 100,
      enchantRolls: 1,
    });
  }
  for (const item of FIGHT_ITEMS) await addItems(db, p.userId, item, 50);
  return { jobId, level };
}

/**
 * Fetches the replay by its id, without a session (the route is public), and checks it:
 * the engine replays it to its stored log exactly. Answers the record.
 */
export async function expectReplayed(
  app: FastifyInstance,
  replayId: unknown,
  kind: ReplayRecord['kind'],
): Promise<ReplayRecord> {
  expect(typeof replayId).toBe('string');
  const res = await app.inject({ method: 'GET', url: `/api/replays/${String(replayId)}` });
  expect(res.statusCode, res.body).toBe(200);
  const record = res.json<ReplayRecord & { id: string }>();
  expect(record.id).toBe(replayId);
  expect(record.kind).toBe(kind);
  expect(record.log.length).toBeGreaterThan(0);
  expect(replayMatches(record), JSON.stringify(record)).toBe(true);
  return record;
}

/**
 * What the replays kept weigh, by kind: the row as stored (jsonb, compressed where
 * PostgreSQL compresses it) and its JSON text. Printed by the replay tests, so that
 * docs/capacity.md's bytes per fight can be re-derived from any run.
 */
export async function printReplaySizes(db: Database) {
  const rows = await queryRows(
    db,
    sql`SELECT kind, count(*)::int AS fights,
          round(avg(pg_column_size(r.*)))::int AS row_bytes,
          round(avg(octet_length(fighters::text) + octet_length(seed::text)
            + octet_length(inputs::text) + octet_length(log::text)))::int AS json_bytes,
          round(avg(jsonb_array_length(inputs)), 1)::float AS rounds,
          round(avg(jsonb_array_length(log)), 1)::float AS lines
        FROM replays r GROUP BY kind ORDER BY kind`,
  );
  console.info(`replay sizes: ${JSON.stringify(rows)}`);
}
