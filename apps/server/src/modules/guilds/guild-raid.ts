import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import {
  nextRaidLevel,
  RAID,
  raidBossById,
  raidBossLevel,
  raidBossOf,
  raidMaxHp,
  raidReward,
  raidWeek,
  raidWeekEnds,
  type RaidBossId,
} from '@demonbane/game/raid';
import { utcDay } from '@demonbane/game/calendar';
import type { RaidView } from '@demonbane/shared/guild-schemas';
import { queryRows, type Database, type Queryable, type Tx } from '../../db/database';
import { currencyLedger, guildMembers, guildRaids, heroes, raidHits, users } from '../../db/schema';
import { journaledTransaction } from '../../infra/events/commit-journal';
import { publish } from '../../infra/events/publish';
import { retrying } from '../../infra/actions/player-action';
import { grant } from '../ledger/currency';
import { notify } from '../notifications/notification-service';
import { memberCount } from './guild-repository';

export type RaidRow = typeof guildRaids.$inferSelect;

/**
 * This week's raid of the guild, made on first need: its level follows the guild's
 * previous raid (one higher when that boss fell), its pool the guild's size now.
 * Two instances making it at once both insert; one row stays.
 */
export async function currentRaid(db: Queryable, guildId: string, now: Date): Promise<RaidRow> {
  const week = raidWeek(now);
  const found = await raidOfWeek(db, guildId, week);
  if (found) return found;
  const [previous] = await db
    .select({ level: guildRaids.level, fellAt: guildRaids.fellAt })
    .from(guildRaids)
    .where(and(eq(guildRaids.guildId, guildId), lt(guildRaids.week, week)))
    .orderBy(desc(guildRaids.week))
    .limit(1);
  const level = previous ? nextRaidLevel(previous.level, previous.fellAt !== null) : 1;
  const members = await memberCount(db, guildId);
  await db
    .insert(guildRaids)
    .values({
      guildId,
      week,
      level,
      bossId: raidBossOf(week).id,
      maxHp: raidMaxHp(level, members),
      createdAt: now,
    })
    .onConflictDoNothing();
  const made = await raidOfWeek(db, guildId, week);
  if (!made) throw new Error(`raid of guild ${guildId} week ${week} vanished`);
  return made;
}

async function raidOfWeek(db: Queryable, guildId: string, week: number) {
  const [row] = await db
    .select()
    .from(guildRaids)
    .where(and(eq(guildRaids.guildId, guildId), eq(guildRaids.week, week)));
  return row;
}

export interface Contribution {
  userId: string;
  name: string;
  damage: number;
}

/** Every recorded hit's sum (a deleted player's included) and each named player's part. */
export async function raidDamage(db: Queryable, raidId: string) {
  const rows = await queryRows<{ userId: string | null; name: string | null; damage: string }>(
    db,
    sql`SELECT h.user_id AS "userId", u.username AS name, SUM(h.damage)::bigint AS damage
      FROM ${raidHits} h LEFT JOIN ${users} u ON u.id = h.user_id
      WHERE h.raid_id = ${raidId}
      GROUP BY h.user_id, u.username`,
  );
  let total = 0;
  const contributions: Contribution[] = [];
  for (const r of rows) {
    const damage = Number(r.damage);
    total += damage;
    if (r.userId !== null) contributions.push({ userId: r.userId, name: r.name ?? '', damage });
  }
  contributions.sort((a, b) => b.damage - a.damage || a.name.localeCompare(b.name));
  return { total, contributions };
}

/** Raid attacks the hero made on the UTC day of `now`, whichever raid they went to. */
export async function attacksToday(db: Queryable, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(raidHits)
    .where(and(eq(raidHits.userId, userId), eq(raidHits.day, utcDay(now))));
  return row?.n ?? 0;
}

export function raidView(
  raid: RaidRow,
  damage: Awaited<ReturnType<typeof raidDamage>>,
  attacks: { level: number; today: number },
): RaidView {
  const boss = raidBossById(raid.bossId as RaidBossId);
  return {
    week: raid.week,
    level: raid.level,
    boss: {
      id: boss.id,
      name: boss.name,
      description: boss.description,
      level: raidBossLevel(raid.level),
    },
    hp: Math.max(0, raid.maxHp - damage.total),
    max_hp: raid.maxHp,
    fell_at: raid.fellAt?.toISOString() ?? null,
    ends_at: raidWeekEnds(raid.week).toISOString(),
    contributions: damage.contributions,
    attacks_left:
      attacks.level >= RAID.minLevel ? Math.max(0, RAID.attacksPerDay - attacks.today) : 0,
    attacks_per_day: RAID.attacksPerDay,
    min_level: RAID.minLevel,
  };
}

export interface RaidSettlement {
  /** This call claimed the fall. */
  fell: boolean;
  /** What each member was paid by this call. */
  paid: Map<string, { gold: number; souls: number }>;
}

/**
 * Settles a raid whose hits have reached its pool: under the raid row's lock, claims the
 * fall (the first settler sets `fell_at`) and pays every current member who dealt damage,
 * is of the raid's level and has no `raid_reward` for this raid yet, through the ledger,
 * with a notification each. The lock orders settlers on any number of instances, and the
 * reads after it see every hit and payment committed before it, so each member is paid
 * exactly once: a racing attack whose hit the first settler could not see yet is paid by
 * the next settle (its own attack's, a read of the guild, or the sweep), reckoned by the
 * total and contributors then known.
 */
export async function settleRaid(tx: Tx, raid: RaidRow, now: Date): Promise<RaidSettlement> {
  const paid = new Map<string, { gold: number; souls: number }>();
  if ((await raidDamage(tx, raid.id)).total < raid.maxHp) return { fell: false, paid };
  const [locked] = await tx
    .select({ fellAt: guildRaids.fellAt })
    .from(guildRaids)
    .where(eq(guildRaids.id, raid.id))
    // Not FOR UPDATE: every attack's hit holds a key-share lock on the raid (its foreign
    // key), and two settlers each waiting for the other's hit to end would deadlock.
    .for('no key update');
  if (!locked) return { fell: false, paid };
  const fell = locked.fellAt === null;
  raid.fellAt = locked.fellAt ?? now;
  if (fell) await tx.update(guildRaids).set({ fellAt: now }).where(eq(guildRaids.id, raid.id));
  const damage = await raidDamage(tx, raid.id);
  const members = await tx
    .select({
      userId: guildMembers.userId,
      level: heroes.level,
      paid: sql<boolean>`EXISTS (SELECT 1 FROM ${currencyLedger} l
        WHERE l.user_id = ${guildMembers.userId} AND l.kind = 'raid_reward' AND l.ref = ${raid.id})`,
    })
    .from(guildMembers)
    .innerJoin(heroes, eq(heroes.userId, guildMembers.userId))
    .where(eq(guildMembers.guildId, raid.guildId));
  const dealt = new Map(damage.contributions.map((c) => [c.userId, c.damage]));
  const contributors = members.filter(
    (m) => (dealt.get(m.userId) ?? 0) > 0 && m.level >= RAID.minLevel,
  );
  const boss = raidBossById(raid.bossId as RaidBossId);
  for (const m of contributors.filter((c) => !c.paid)) {
    const reward = raidReward(raid.level, dealt.get(m.userId)!, damage.total, contributors.length);
    const entry = { kind: 'raid_reward' as const, ref: raid.id, reason: `raid: ${boss.id}` };
    // Both rows even at 0 gold: the gold row is what marks the member paid.
    await grant(tx, m.userId, 'gold', reward.gold, entry);
    if (reward.souls > 0) await grant(tx, m.userId, 'soul', reward.souls, entry);
    await notify(
      tx,
      m.userId,
      'raid.fell',
      { guild_id: raid.guildId, boss: boss.name, level: raid.level, ...reward },
      now,
    );
    paid.set(m.userId, reward);
  }
  if (fell) {
    await publish(tx, {
      type: 'raid.fell',
      guildId: raid.guildId,
      raidId: raid.id,
      week: raid.week,
      level: raid.level,
      paid: paid.size,
    });
  }
  return { fell, paid };
}

/**
 * The sweep: raids of this week and last whose hits reached the pool but whose fall
 * nobody claimed, or with a contributor not yet paid (racing attacks each missed the
 * other's row). Each is settled in a transaction of its own; safe on every instance at
 * once. Returns the raids whose fall it claimed.
 */
export async function settleFallenRaids(db: Database, now: Date): Promise<string[]> {
  const week = raidWeek(now);
  const due = await queryRows<{ id: string }>(
    db,
    sql`SELECT r.id FROM ${guildRaids} r
      WHERE r.week >= ${week - 1}
        AND r.max_hp <= (SELECT COALESCE(SUM(h.damage), 0) FROM ${raidHits} h WHERE h.raid_id = r.id)
        AND (r.fell_at IS NULL OR EXISTS (
          SELECT 1 FROM ${raidHits} h
            JOIN ${guildMembers} m ON m.user_id = h.user_id AND m.guild_id = r.guild_id
            JOIN ${heroes} e ON e.user_id = h.user_id AND e.level >= ${RAID.minLevel}
          WHERE h.raid_id = r.id AND h.damage > 0 AND NOT EXISTS (
            SELECT 1 FROM ${currencyLedger} l
            WHERE l.user_id = h.user_id AND l.kind = 'raid_reward' AND l.ref = r.id::text)))`,
  );
  const settled: string[] = [];
  for (const { id } of due) {
    const fell = await retrying(() =>
      journaledTransaction(db, async (tx) => {
        const [raid] = await tx.select().from(guildRaids).where(eq(guildRaids.id, id));
        return raid ? (await settleRaid(tx, raid, now)).fell : false;
      }),
    );
    if (fell) settled.push(id);
  }
  return settled;
}
