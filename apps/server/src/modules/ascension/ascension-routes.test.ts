import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ascendedStats, ascensionBonus } from '@demonbane/game/ascension';
import { jobStatsAt } from '@demonbane/game/hero-stats';
import { jobById } from '@demonbane/game/jobs';
import { monsterById } from '@demonbane/game/monsters';
import { createTestApp } from '../../test/test-app';
import { createHero, raiseToLevelCap, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { pieceCopies } from '../../test/piece-copies';
import {
  battles,
  currencyLedger,
  dailyQuests,
  explorations,
  heroes,
  huntProgress,
} from '../../db/schema';

const { app, database, clock } = await createTestApp();
const db = database.db;
const { meetImp, oneHitLeft, sureHit } = battleShortcuts(db, clock);

const ascend = (p: TestPlayer, key?: string) => keyedPost(app, p, '/api/ascend', {}, key);
const heroRow = async (p: TestPlayer) =>
  (await db.select().from(heroes).where(eq(heroes.userId, p.userId)))[0]!;
const ledgerOf = (p: TestPlayer, kind: 'ascension_tithe' | 'starting_purse') =>
  db
    .select()
    .from(currencyLedger)
    .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, kind)));

/** A level-50 Berserker with 10,001 gold, a level-40 sword and the level-1 vest worn. */
async function capped(): Promise<TestPlayer> {
  const p = await createHero(app);
  await raiseToLevelCap(db, p, clock.now, {
    gold: 10_001,
    weaponId: 'obsidian-greatsword',
    weaponRarity: 'Rare',
    armorId: 'padded-vest',
    armorRarity: 'Common',
    accId: null,
    accRarity: null,
  });
  return p;
}

describe('POST /ascend refused', () => {
  it('below level 50: 409 with the level it opens at, nothing changed', async () => {
    const p = await createHero(app);
    const before = await heroRow(p);
    const res = await ascend(p);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ascension is open from level 50; you are level 1.' });
    expect(await heroRow(p)).toEqual(before);
  });

  it('with a fight open: 409, nothing changed', async () => {
    const p = await capped();
    await meetImp(p, 100, [1, 2, 3, 4]);
    const before = await heroRow(p);
    const res = await ascend(p);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Finish your fight before you ascend.' });
    expect(await heroRow(p)).toEqual(before);
  });

  it('without a job: 409', async () => {
    const p = await createHero(app, { job: null });
    expect((await ascend(p)).statusCode).toBe(409);
  });
});

describe('POST /ascend accepted', () => {
  it('starts over at level 1 without a job, burns half the gold, puts high pieces back', async () => {
    const p = await capped();
    await db.insert(huntProgress).values({
      userId: p.userId,
      highestFloor: 120,
      currentFloor: 120,
      floorWon: true,
    });
    await db
      .insert(explorations)
      .values({ userId: p.userId, mapId: 1, area: 1, x: 0, y: 0, seen: '1' });
    const res = await ascend(p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'You ascend (1). Choose the path you will walk anew.',
      hero: {
        userId: p.userId,
        username: p.username,
        job_id: null,
        level: 1,
        xp: 0,
        gold: 5_001,
        soul: expect.any(Number),
        ascensions: 1,
        ascension_bonus: ascensionBonus(1),
      },
      tithe: 5_000,
      returned: [
        { item_id: 'obsidian-greatsword', item_name: 'Obsidian Greatsword', rarity: 'Rare' },
      ],
    });
    const row = await heroRow(p);
    expect(row).toMatchObject({
      jobId: null,
      level: 1,
      xp: 0,
      gold: 5_001,
      ascensions: 1,
      weaponId: null,
      armorId: 'padded-vest',
      armorRarity: 'Common',
    });
    expect(await pieceCopies(db, p.userId, 'obsidian-greatsword', 'Rare')).toBe(1);
    const tithe = await ledgerOf(p, 'ascension_tithe');
    expect(tithe.map((r) => [r.currency, r.delta, r.ref])).toEqual([['gold', -5_000, '1']]);
    // The record stays; the climb and the walk in progress end.
    const [progress] = await db
      .select()
      .from(huntProgress)
      .where(eq(huntProgress.userId, p.userId));
    expect(progress).toMatchObject({ highestFloor: 120, currentFloor: null });
    expect(await db.select().from(explorations).where(eq(explorations.userId, p.userId))).toEqual(
      [],
    );
    // No job: the hero view waits for one, as a new hero's does.
    expect((await p.post('/api/user')).statusCode).toBe(202);
  });

  it('once per Idempotency-Key: a repeat replays the first answer, a new request is refused', async () => {
    const p = await capped();
    const first = await ascend(p, 'ascend-1');
    const again = await ascend(p, 'ascend-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await heroRow(p)).ascensions).toBe(1);
    expect(await ledgerOf(p, 'ascension_tithe')).toHaveLength(1);
    const other = await ascend(p);
    expect(other.statusCode).toBe(409);
    expect((await heroRow(p)).ascensions).toBe(1);
  });

  it('two at once with different keys: one ascends, the other is refused', async () => {
    const p = await capped();
    const answers = await Promise.all([ascend(p, 'race-a'), ascend(p, 'race-b')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await heroRow(p)).ascensions).toBe(1);
    expect((await heroRow(p)).gold).toBe(5_001);
    expect(await ledgerOf(p, 'ascension_tithe')).toHaveLength(1);
  });
});

describe('POST /ascend against a fight begun at once', () => {
  it('never both: the hero ascends or fights, and a jobless hero has no fight open', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await capped();
      const [up, fight] = await Promise.all([ascend(p), p.post('/api/hunt/set-hunt', { hunt: 1 })]);
      expect([up.statusCode, fight.statusCode].sort()).toEqual([200, 409]);
      const row = await heroRow(p);
      const open = await db.select().from(battles).where(eq(battles.userId, p.userId));
      expect(row.jobId === null ? open : [row.ascensions]).toEqual(row.jobId === null ? [] : [0]);
    }
  });
});

describe('after ascending', () => {
  /** An ascended hero, its pack holding the starter gear, back in a root job. */
  async function ascended(job = 'warrior'): Promise<TestPlayer> {
    const p = await createHero(app, { gearInPack: true });
    await raiseToLevelCap(db, p, clock.now);
    expect((await ascend(p)).statusCode).toBe(200);
    const offered = await p.post('/api/assign-job');
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().available_jobs.map((j: { _id: string }) => j._id)).toEqual([
      'warrior',
      'magician',
    ]);
    const chosen = await p.post('/api/assign-job', { job_id: job });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return p;
  }

  it('a root job again, with no second purse and no starter gear put on', async () => {
    const p = await ascended();
    const before = await heroRow(p);
    expect(before).toMatchObject({ jobId: 'warrior', level: 1, weaponId: null, armorId: null });
    const purses = await ledgerOf(p, 'starting_purse');
    expect(purses.map((r) => r.currency).sort()).toEqual(['gold', 'soul']);
    expect(await pieceCopies(db, p.userId, 'hunters-knife', 'Common')).toBe(1);
    const { user } = (await p.post('/api/user')).json();
    expect(user).toMatchObject({
      ascensions: 1,
      title: null,
      frame: null,
      ascension_bonus: ascensionBonus(1),
    });
    expect(user.user_hp).toBe(user.user_max_hp);
  });

  it('a level-1 ascended hero is stronger than a fresh one by the bonus (SPD aside)', async () => {
    const fresh = (await (await createHero(app, { gearInPack: true })).post('/api/user')).json()
      .user;
    const risen = (await (await ascended()).post('/api/user')).json().user;
    const base = jobStatsAt(jobById('warrior'), 1);
    const bonus = ascendedStats(base, 1);
    expect([fresh.user_max_hp, fresh.user_atk, fresh.user_def]).toEqual([
      base.hp,
      base.atk,
      base.def,
    ]);
    expect([risen.user_max_hp, risen.user_atk, risen.user_def, risen.user_spd]).toEqual([
      bonus.hp,
      bonus.atk,
      bonus.def,
      fresh.user_spd,
    ]);
    expect(risen.user_max_hp).toBeGreaterThan(fresh.user_max_hp);
  });

  it('a win pays the XP bonus on top', async () => {
    const xpOfWin = async (p: TestPlayer) => {
      expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
      await oneHitLeft(p);
      await sureHit(p);
      const won = await p.post('/api/hunt/hunt-attack');
      expect(won.statusCode, won.body).toBe(200);
      return won.json().rewards.xp as number;
    };
    const imp = monsterById('imp').xp.base;
    expect(await xpOfWin(await createHero(app))).toBe(imp);
    expect(await xpOfWin(await ascended())).toBe(Math.round(imp * (1 + ascensionBonus(1).xp)));
  });

  it('remakes the day’s unclaimed quests for level 1, keeps a claimed one, and guides no more', async () => {
    const p = await createHero(app, { gearInPack: true });
    await raiseToLevelCap(db, p, clock.now);
    const before = (await p.post('/api/quests')).json().quests as { _id: string }[];
    const claimedId = before[0]!._id;
    // Finished as its actions would have finished it, then claimed.
    await db
      .update(dailyQuests)
      .set({ progress: sql`goal` })
      .where(
        sql`${dailyQuests.userId} = ${p.userId} AND ${dailyQuests.questId} = ${claimedId.split(':')[1]}`,
      );
    expect((await p.post('/api/quests/claim', { questId: claimedId })).statusCode).toBe(200);
    expect((await ascend(p)).statusCode).toBe(200);
    expect((await p.post('/api/assign-job', { job_id: 'warrior' })).statusCode).toBe(200);
    const rows = await db.select().from(dailyQuests).where(eq(dailyQuests.userId, p.userId));
    expect(rows.map((r) => r.level)).toEqual([50]);
    const after = (await p.post('/api/quests')).json().quests as {
      _id: string;
      claimed: boolean;
    }[];
    expect(after.map((q) => q._id)).toEqual(before.map((q) => q._id));
    expect(after.map((q) => q.claimed)).toEqual([true, false, false]);
    const levels = (await db.select().from(dailyQuests).where(eq(dailyQuests.userId, p.userId)))
      .map((r) => r.level)
      .sort((a, b) => a - b);
    expect(levels).toEqual([1, 1, 50]);
    expect((await p.post('/api/guide')).json()).toEqual({ step: null, dismissed: false });
  });

  it('quests, the arena and the boards still answer for it', async () => {
    const p = await ascended('magician');
    for (const path of ['/api/quests', '/api/arena', '/api/hunt']) {
      const res = await p.post(path);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    }
    const board = await app.inject({ method: 'GET', url: '/api/leaderboard/hunt' });
    expect(board.statusCode).toBe(200);
  });
});
