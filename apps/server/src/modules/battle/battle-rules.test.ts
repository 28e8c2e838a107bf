import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { findArea } from '@demonbane/game/maps';
import { parseGrid, shortestRoute } from '@demonbane/game/explore';
import { regenPerMinute } from '@demonbane/game/hp-regen';
import { createTestApp } from '../../test/test-app';
import { battleShortcuts, expectNoviceFled } from '../../test/battle-shortcuts';
import { createHero, expectOutOfTower, fightHuntOut, type TestPlayer } from '../../test/fixtures';
import { encounterSeed } from '../../test/seeds';
import {
  battles,
  heroBuffs,
  heroes,
  heroItems,
  huntBossClears,
  huntProgress,
} from '../../db/schema';

/**
 * Rules that span explore and hunt: one battle per hero whatever its kind, leaving a
 * fight counts as a defeat, HP stays frozen while a fight is open, and a boss pays
 * its bounty once.
 */
const { app, database, clock, seeds } = await createTestApp();
const db = database.db;
const route = shortestRoute(parseGrid(findArea(1, 1)!))!;

const enter = (p: TestPlayer) => p.post('/api/explore/map', { mapId: 1, area: 1 });
const meetMonster = (p: TestPlayer) => {
  seeds.splice(0, seeds.length, encounterSeed(1, 1), [11, 22, 33, 44]);
  return p.post('/api/explore/move', { direction: route[0]! });
};
const heroRow = async (p: TestPlayer) =>
  (await db.select().from(heroes).where(eq(heroes.userId, p.userId)))[0]!;
const battleRows = (p: TestPlayer) => db.select().from(battles).where(eq(battles.userId, p.userId));
const setHp = (p: TestPlayer, hp: number) =>
  db.update(heroes).set({ hp, hpUpdatedAt: clock.now }).where(eq(heroes.userId, p.userId));
const openFloors = (p: TestPlayer, highestFloor: number) =>
  db.insert(huntProgress).values({ userId: p.userId, highestFloor, highestReachedAt: clock.now });
const { makeStrong, oneHitLeft } = battleShortcuts(db, clock);

describe('one battle per hero, whatever its kind', () => {
  it('a hunt fight stops the walk: no step is rolled, so no encounter is skipped by retrying', async () => {
    const p = await createHero(app);
    await enter(p);
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      // Every attempt would meet a monster: each is refused before the step is taken.
      seeds.splice(0, seeds.length, encounterSeed(1, 1), [11, 22, 33, 44]);
      const move = await p.post('/api/explore/move', { direction: route[0]! });
      expect(move.statusCode).toBe(409);
      expect(move.json().message).toBe(
        'You are fighting on floor 1 of the tower. Win that fight or leave the tower first.',
      );
    }
    const pos = (await p.post('/api/explore/current-position')).json().explore;
    expect([pos.x, pos.y]).toEqual([1, 1]);
    expect(await battleRows(p)).toMatchObject([{ kind: 'hunt' }]);
    const enterAgain = await enter(p);
    expect(enterAgain.statusCode).toBe(409);
    expect(enterAgain.json().message).toMatch(/^You are fighting on floor 1 of the tower/);
  });

  it('an explore fight stops the tower: set-hunt and next are refused, never a 500', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    await oneHitLeft(p);
    await fightHuntOut(p);
    await enter(p);
    expect((await meetMonster(p)).json().monster).not.toBeNull();
    for (const [url, body] of [
      ['/api/hunt/set-hunt', { hunt: 1 }],
      ['/api/hunt/next', {}],
    ] as const) {
      const res = await p.post(url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message, url).toBe(
        'A monster blocks your path in the wilds. Win that fight or flee it first.',
      );
    }
    expect(await battleRows(p)).toMatchObject([{ kind: 'explore' }]);
    // The explore fight's own routes still work; the hunt's do not see it.
    expect((await p.post('/api/explore/battle')).statusCode).toBe(200);
    expect((await p.post('/api/hunt/initialize')).statusCode).toBe(404);
    expect((await p.post('/api/hunt')).json().monster).toBeNull();
  });

  it('starting a hunt floor and walking into a monster at once: one wins, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await createHero(app);
      await enter(p);
      seeds.splice(0, seeds.length);
      // Encounters are steered with queued seeds; set-hunt takes any seed it is given.
      seeds.push(encounterSeed(1, 1), [11, 22, 33, 44], encounterSeed(1, 1), [11, 22, 33, 44]);
      const answers = await Promise.all([
        p.post('/api/explore/move', { direction: route[0]! }),
        p.post('/api/hunt/set-hunt', { hunt: 1 }),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect((await battleRows(p)).length).toBe(1);
    }
  });
});

describe('leaving a fight counts as a defeat', () => {
  it('Leave the Tower mid-fight: half a defeat’s gold burned, 0 HP, buffs count it, the climb ends', async () => {
    const p = await createHero(app);
    await db.insert(heroBuffs).values({ userId: p.userId, buffId: 'fury', battlesLeft: 2 });
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    const res = await p.post('/api/hunt/clear-hunt');
    expectNoviceFled(res, 'leave the tower');
    expect(await heroRow(p)).toMatchObject({ gold: 1487, hp: 0 });
    expect(await battleRows(p)).toEqual([]);
    const [fury] = await db.select().from(heroBuffs).where(eq(heroBuffs.userId, p.userId));
    expect(fury?.battlesLeft).toBe(1);
    await expectOutOfTower(p);
    const tooWounded = await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect(tooWounded.statusCode).toBe(409);
  });

  it('costs half what losing costs, rounded up', async () => {
    const lose = await createHero(app);
    const flee = await createHero(app);
    for (const p of [lose, flee]) {
      await db.update(heroes).set({ gold: 7777, level: 10 }).where(eq(heroes.userId, p.userId));
      await p.post('/api/hunt/set-hunt', { hunt: 1 });
    }
    await setHp(lose, 1);
    await db.update(battles).set({ monsterHp: 100_000 }).where(eq(battles.userId, lose.userId));
    const lost = await fightHuntOut(lose);
    const fled = (await flee.post('/api/hunt/clear-hunt')).json();
    expect(lost.gold_lost).toBe(777);
    expect(fled.gold_lost).toBe(389);
    expect((await heroRow(lose)).gold).toBe(7000);
    expect((await heroRow(flee)).gold).toBe(7388);
    expect((await heroRow(flee)).hp).toBe(0);
  });

  it('leaving between floors, after a win, is free', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    await oneHitLeft(p);
    const won = await fightHuntOut(p);
    const gold = (await heroRow(p)).gold;
    expect((await p.post('/api/hunt/clear-hunt')).json()).toEqual({
      message: 'You leave the tower.',
      fled: false,
      gold_lost: 0,
    });
    expect(await heroRow(p)).toMatchObject({ gold, hp: won.user_hp });
  });

  it('fleeing twice at once costs once', async () => {
    const p = await createHero(app);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    const answers = await Promise.all([
      p.post('/api/hunt/clear-hunt'),
      p.post('/api/hunt/clear-hunt'),
    ]);
    expect(answers.map((a) => a.json().gold_lost).sort()).toEqual([0, 13]);
    expect((await heroRow(p)).gold).toBe(1487);
  });

  it('the flee cost is shown in the battle before the player chooses', async () => {
    const p = await createHero(app);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect((await p.post('/api/hunt/initialize')).json().flee_gold_loss).toBe(13);
  });
});

describe('HP during a fight', () => {
  it('does not regenerate while a battle is open, and starts again when it ends', async () => {
    const p = await createHero(app);
    await setHp(p, 40);
    clock.advance(60);
    // Regeneration until the fight starts is kept: 1 minute at 5% of 130 = 6 HP.
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    expect((await heroRow(p)).hp).toBe(46);
    clock.advance(30 * 60);
    const user = (await p.post('/api/user')).json().user;
    expect(user.user_hp).toBe(46);
    expect(user.hp_regen).toEqual({
      per_minute: regenPerMinute(130),
      full_in_seconds: null,
      paused: true,
    });
    expect((await p.post('/api/hunt/initialize')).json().user_hp).toBe(46);
    await p.post('/api/hunt/clear-hunt');
    clock.advance(60);
    expect((await p.post('/api/user')).json().user).toMatchObject({
      user_hp: Math.floor(regenPerMinute(130)),
      hp_regen: { paused: false },
    });
  });

  it('evolving mid-fight is refused: a new job would heal to full', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ level: 10 }).where(eq(heroes.userId, p.userId));
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    await setHp(p, 5);
    const res = await p.post('/api/assign-job', { job_id: 'paladin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Finish your fight before you evolve.');
    expect(await heroRow(p)).toMatchObject({ jobId: 'warrior', hp: 5 });
  });
});

describe('boss bounties', () => {
  it('a boss pays triple on its first clear, then as an ordinary floor of its level', async () => {
    const p = await createHero(app);
    await openFloors(p, 4);
    await makeStrong(p);
    const bossRewards = async () => {
      await p.post('/api/hunt/set-hunt', { hunt: 5 });
      await oneHitLeft(p);
      const won = await fightHuntOut(p);
      await p.post('/api/hunt/clear-hunt');
      return won.rewards;
    };
    const first = await bossRewards();
    // Gate Warden at level 7: (30 + 10 × 6) XP, three times.
    expect(first.xp).toBe(270);
    expect((await p.post('/api/hunt')).json().bosses).toEqual([
      { floor: 5, monster_name: 'Gate Warden', monster_level: 7, claimed: true },
      { floor: 10, monster_name: 'Cinder Bishop', monster_level: 12, claimed: false },
    ]);
    for (let i = 0; i < 3; i++) {
      const again = await bossRewards();
      // As floor 5's ordinary monster, an Ash Cultist at level 5: 18 + 8 × 4 XP.
      expect(again.xp).toBe(50);
      expect(again.gold).toBeLessThanOrEqual(Math.ceil((14 + 4 * 4) * 1.2));
    }
    const claims = await db
      .select({ floor: huntBossClears.floor })
      .from(huntBossClears)
      .where(eq(huntBossClears.userId, p.userId));
    expect(claims).toEqual([{ floor: 5 }]);
  });

  it('two winning blows at once claim the bounty once', async () => {
    const p = await createHero(app);
    await openFloors(p, 4);
    await makeStrong(p);
    await p.post('/api/hunt/set-hunt', { hunt: 5 });
    await oneHitLeft(p);
    const answers = await Promise.all([
      p.post('/api/hunt/hunt-attack'),
      p.post('/api/hunt/hunt-attack'),
    ]);
    const wins = answers.filter((a) => a.statusCode === 200 && a.json().rewards);
    expect(wins).toHaveLength(1);
    expect(wins[0]!.json().rewards.xp).toBe(270);
    const claims = await db
      .select()
      .from(huntBossClears)
      .where(eq(huntBossClears.userId, p.userId));
    expect(claims.map((c) => c.floor)).toEqual([5]);
  });
});

describe('use-item uses only what helps', () => {
  it('heals with the potions needed and keeps the rest', async () => {
    const p = await createHero(app);
    await setHp(p, 10);
    const res = await p.post('/api/inventory/use-item', { itemId: 'potion-minor', qty: 5 });
    expect(res.statusCode).toBe(200);
    // 120 HP missing: two 60-HP potions.
    expect(res.json()).toMatchObject({ used: 2, user_hp: 130 });
    expect(res.json().message).toBe(
      'Used 2 Minor Healing Potion. Restored 120 HP (130/130). 3 kept: more would have been wasted.',
    );
    const [stack] = await db.select().from(heroItems).where(eq(heroItems.userId, p.userId));
    expect(stack?.qty).toBe(3);
  });

  it('extends a buff only up to its cap and keeps the rest', async () => {
    const p = await createHero(app);
    await db.insert(heroItems).values({ userId: p.userId, itemId: 'scroll-fury', qty: 9 });
    const res = await p.post('/api/inventory/use-item', { itemId: 'scroll-fury', qty: 9 });
    expect(res.json()).toMatchObject({ used: 3, buffs: ['Fury: +8 ATK (15 battles left)'] });
    const refused = await p.post('/api/inventory/use-item', { itemId: 'scroll-fury', qty: 6 });
    expect(refused.statusCode).toBe(409);
    const scrolls = await db
      .select()
      .from(heroItems)
      .where(and(eq(heroItems.userId, p.userId), eq(heroItems.itemId, 'scroll-fury')));
    expect(scrolls[0]?.qty).toBe(6);
  });

  it('still refuses a quantity the hero does not own', async () => {
    const p = await createHero(app);
    await setHp(p, 10);
    const res = await p.post('/api/inventory/use-item', { itemId: 'potion-minor', qty: 6 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You do not have 6 × Minor Healing Potion.');
  });
});
