import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { utcDay } from '@demonbane/game/calendar';
import { RAID, raidReward, raidWeek } from '@demonbane/game/raid';
import { seasonAt } from '@demonbane/game/seasons';
import { createTestApp } from '../../test/test-app';
import { keyedPost } from '../../test/keyed-post';
import type { TestPlayer } from '../../test/fixtures';
import {
  currencyLedger,
  guildDepartures,
  guildRaids,
  notifications,
  raidHits,
  seasonFloors,
} from '../../db/schema';
import { settleFallenRaids } from './guild-raid';
import { foundGuild, guildHero, joinMany } from './guild-test-kit';

// Its own database: the raid sweep reads every raid of the week.
const first = await createTestApp({}, { ownDatabase: true });
const second = await createTestApp({}, { sameDatabaseAs: first });
const { app, database } = first;
const db = database.db;

const attack = (p: TestPlayer, key?: string, via = app) =>
  keyedPost(via, p, '/api/guilds/raid/attack', {}, key);

/** The guild's raid of this week, made by a read of the guild. */
async function raidOf(leader: TestPlayer, guildId: string) {
  expect((await leader.post('/api/guild')).statusCode).toBe(200);
  const [raid] = await db
    .select()
    .from(guildRaids)
    .where(and(eq(guildRaids.guildId, guildId), eq(guildRaids.week, raidWeek(first.clock.now))));
  return raid!;
}

const hitsOf = (raidId: string) => db.select().from(raidHits).where(eq(raidHits.raidId, raidId));
const rewardsOf = (raidId: string) =>
  db
    .select()
    .from(currencyLedger)
    .where(and(eq(currencyLedger.kind, 'raid_reward'), eq(currencyLedger.ref, raidId)));

/** Damage recorded as if `p` had attacked (attack number `n` today). */
const recordHit = (raidId: string, p: TestPlayer, damage: number, n = 1) =>
  db.insert(raidHits).values({
    raidId,
    userId: p.userId,
    day: utcDay(first.clock.now),
    attackNo: n,
    damage,
    createdAt: first.clock.now,
  });

describe('POST /guilds/raid/attack', () => {
  it(`fights the boss, ${RAID.attacksPerDay} times a day; a replay of a key attacks once`, async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const res = await attack(leader, 'raid-1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.damage).toBeGreaterThan(0);
    expect(body.rounds).toBeLessThanOrEqual(RAID.rounds);
    expect(body.raid).toMatchObject({ attacks_left: RAID.attacksPerDay - 1, fell_at: null });
    expect(body.raid.hp).toBe(body.raid.max_hp - body.damage);
    expect(body.raid.contributions).toEqual([
      { userId: leader.userId, name: leader.username, damage: body.damage },
    ]);
    expect((await attack(leader, 'raid-1')).json()).toEqual(body);
    for (let i = 1; i < RAID.attacksPerDay; i++)
      expect((await attack(leader)).statusCode).toBe(200);
    const spent = await attack(leader);
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toEqual({ message: 'No raid attacks left today.' });
    expect(await hitsOf((await raidOf(leader, guildId)).id)).toHaveLength(RAID.attacksPerDay);
  });

  it('refuses a hero below the raid level or outside any guild', async () => {
    const { guildId } = await foundGuild(app, db);
    const low = await guildHero(app, db, { level: RAID.minLevel - 1 });
    await low.post('/api/guilds/join', { guildId });
    const res = await attack(low);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/level/);
    const loner = await guildHero(app, db);
    expect((await attack(loner)).json()).toEqual({ message: 'You are not in a guild.' });
  });

  it("a disbanded guild's hits still count: moving to another guild gives no attacks back", async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [member] = await joinMany(app, db, guildId, 1);
    for (let i = 0; i < RAID.attacksPerDay; i++)
      expect((await attack(member!)).statusCode).toBe(200);
    expect((await leader.post('/api/guilds/disband', {})).statusCode).toBe(200);
    // The rejoin wait is another rule (guild-routes.test.ts): skipped here.
    await db.delete(guildDepartures).where(eq(guildDepartures.userId, member!.userId));
    const other = await foundGuild(app, db);
    expect((await member!.post('/api/guilds/join', { guildId: other.guildId })).statusCode).toBe(
      200,
    );
    const res = await attack(member!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'No raid attacks left today.' });
  });

  it('20 members attacking at once: the pool is exact and nobody passes the day', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const members = await joinMany(app, db, guildId, 19);
    const raid = await raidOf(leader, guildId);
    const all = [leader, ...members];
    const answers = await Promise.all(
      all.flatMap((p, i) =>
        Array.from({ length: RAID.attacksPerDay + 1 }, () =>
          attack(p, undefined, i % 2 ? second.app : app),
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(
      all.length * RAID.attacksPerDay,
    );
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(all.length);
    const hits = await hitsOf(raid.id);
    for (const p of all) {
      expect(
        hits
          .filter((h) => h.userId === p.userId)
          .map((h) => h.attackNo)
          .sort(),
      ).toEqual([1, 2, 3]);
    }
    const sum = hits.reduce((s, h) => s + h.damage, 0);
    const view = (await leader.post('/api/guild')).json().guild.raid;
    expect(view.hp).toBe(raid.maxHp - sum);
  }, 90_000);
});

describe('the fall', () => {
  it('the felling attack pays every current member who dealt damage, once, with a notification', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [a, idle, low] = await joinMany(app, db, guildId, 3);
    const raid = await raidOf(leader, guildId);
    await db.update(guildRaids).set({ maxHp: 701 }).where(eq(guildRaids.id, raid.id));
    await recordHit(raid.id, a!, 600);
    await recordHit(raid.id, low!, 100);
    await db.execute(
      sql`UPDATE heroes SET level = ${RAID.minLevel - 1} WHERE user_id = ${low!.userId}`,
    );
    const res = await attack(leader);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.boss_fell).toBe(true);
    expect(body.raid.hp).toBe(0);
    const total = 700 + body.damage;
    expect(body.reward).toEqual(raidReward(raid.level, body.damage, total, 2));
    const rows = await rewardsOf(raid.id);
    const gold = rows.filter((r) => r.currency === 'gold');
    expect(gold.map((r) => [r.userId, r.delta]).sort()).toEqual(
      [
        [leader.userId, raidReward(raid.level, body.damage, total, 2).gold],
        [a!.userId, raidReward(raid.level, 600, total, 2).gold],
      ].sort(),
    );
    for (const p of [leader, a!]) {
      const notes = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, p.userId), eq(notifications.kind, 'raid.fell')));
      expect(notes).toHaveLength(1);
    }
    expect((await rewardsOf(raid.id)).some((r) => r.userId === idle!.userId)).toBe(false);
    const again = await attack(a!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/fallen/);
  });

  it('racing attacks on two instances, then reads and sweeps on both: paid exactly once', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const members = await joinMany(app, db, guildId, 9);
    const raid = await raidOf(leader, guildId);
    await db.update(guildRaids).set({ maxHp: 50 }).where(eq(guildRaids.id, raid.id));
    const all = [leader, ...members];
    await Promise.all(all.map((p, i) => attack(p, undefined, i % 2 ? second.app : app)));
    await Promise.all([
      settleFallenRaids(db, first.clock.now),
      settleFallenRaids(second.database.db, first.clock.now),
      leader.post('/api/guild'),
    ]);
    const [fallen] = await db.select().from(guildRaids).where(eq(guildRaids.id, raid.id));
    expect(fallen!.fellAt).not.toBeNull();
    const paidGold = (await rewardsOf(raid.id)).filter((r) => r.currency === 'gold');
    const hits = await hitsOf(raid.id);
    const dealers = new Set(hits.filter((h) => h.damage > 0).map((h) => h.userId));
    expect(paidGold.map((r) => r.userId).sort()).toEqual([...dealers].sort());
  }, 60_000);

  it('the sweep claims a fall no attack saw, on two instances at once, once', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [a] = await joinMany(app, db, guildId, 1);
    const raid = await raidOf(leader, guildId);
    await recordHit(raid.id, leader, raid.maxHp - 10);
    await recordHit(raid.id, a!, 10);
    const [one, two] = await Promise.all([
      settleFallenRaids(db, first.clock.now),
      settleFallenRaids(second.database.db, first.clock.now),
    ]);
    expect([...one!, ...two!].filter((id) => id === raid.id)).toEqual([raid.id]);
    const gold = (await rewardsOf(raid.id)).filter((r) => r.currency === 'gold');
    expect(gold.map((r) => r.userId).sort()).toEqual([leader.userId, a!.userId].sort());
    expect(await settleFallenRaids(db, first.clock.now)).toEqual([]);
  });
});

describe('a hit the felling settle could not see', () => {
  it('is paid by the next read of the guild, once', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [late] = await joinMany(app, db, guildId, 1);
    const raid = await raidOf(leader, guildId);
    await recordHit(raid.id, leader, raid.maxHp);
    await leader.post('/api/guild');
    expect((await rewardsOf(raid.id)).map((r) => r.userId)).toEqual([leader.userId, leader.userId]);
    // As a racing attack's hit, committed after the fall was claimed and paid.
    await recordHit(raid.id, late!, 5);
    await Promise.all([late!.post('/api/guild'), second.app.inject({ url: '/api/guilds' })]);
    await settleFallenRaids(second.database.db, first.clock.now);
    await late!.post('/api/guild');
    const gold = (await rewardsOf(raid.id)).filter((r) => r.currency === 'gold');
    expect(gold.map((r) => r.userId).sort()).toEqual([leader.userId, late!.userId].sort());
  });
});

describe('GET /leaderboard/guilds', () => {
  it('ranks this week raids by level and progress, and guilds by their members floors', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const raid = await raidOf(leader, guildId);
    await recordHit(raid.id, leader, Math.floor(raid.maxHp / 2));
    await db.insert(seasonFloors).values({
      season: seasonAt(first.clock.now, first.env.HUNT_SEASON_DAYS).number,
      userId: leader.userId,
      highestFloor: 9_999,
      reachedAt: first.clock.now,
    });
    const res = await app.inject({ url: '/api/leaderboard/guilds' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const row = body.raid.find((r: { guildId: string }) => r.guildId === guildId);
    expect(row.progress).toBeCloseTo(Math.floor(raid.maxHp / 2) / raid.maxHp);
    expect(body.tower[0]).toMatchObject({ guildId, floors: 9_999, best_floor: 9_999, rank: 1 });
  });
});
