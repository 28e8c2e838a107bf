import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { findArea } from '@demonbane/game/maps';
import { parseGrid, shortestRoute } from '@demonbane/game/explore';
import { findMonster, monsterStats } from '@demonbane/game/monsters';
import { REGEN_PERCENT_PER_MINUTE, secondsToFull } from '@demonbane/game/hp-regen';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { battleShortcuts, expectNoviceFled } from '../../test/battle-shortcuts';
import { encounterSeed, quietSeed } from '../../test/seeds';
import { battles, currencyLedger, heroes } from '../../db/schema';

const { app, database, clock, seeds } = await createTestApp();
const db = database.db;
const { setHp } = battleShortcuts(db, clock);
const grid = parseGrid(findArea(1, 1)!);
const route = shortestRoute(grid)!;

const enter = (p: TestPlayer, mapId = 1, area = 1) => p.post('/api/explore/map', { mapId, area });
// Each helper replaces the queue: a refused move leaves its seed unused.
const moveQuietly = (p: TestPlayer, direction: string) => {
  seeds.splice(0, seeds.length, quietSeed(1, 1));
  return p.post('/api/explore/move', { direction });
};
const meetMonster = async (p: TestPlayer, monsterId?: string) => {
  seeds.splice(0, seeds.length, encounterSeed(1, 1, monsterId), [11, 22, 33, 44]);
  const res = await p.post('/api/explore/move', { direction: route[0]! });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const hero = async (p: TestPlayer) => {
  const [row] = await db.select().from(heroes).where(eq(heroes.userId, p.userId));
  return row!;
};

describe('POST /api/explore/user', () => {
  it('lists every map with only area 1 open and no current map', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/explore/user');
    expect(res.statusCode).toBe(200);
    const { explore } = res.json();
    expect(explore.current_map).toBeNull();
    expect(explore.map.map((m: { _id: number; area: number[] }) => [m._id, m.area])).toEqual([
      [1, [1]],
      [2, [1]],
      [3, [1]],
      [4, [1]],
      [5, [1]],
      [6, [1]],
    ]);
    expect(explore.map[0]).toMatchObject({ map_name: 'Ashen Hills', area_count: 3 });
  });
});

describe('POST /api/explore/map', () => {
  it('starts the area at its start tile and becomes the current map', async () => {
    const p = await createHero(app);
    expect((await enter(p)).statusCode).toBe(200);
    const list = (await p.post('/api/explore/user')).json();
    expect(list.explore.current_map).toEqual({ _id: 1, map_name: 'Ashen Hills' });
    const pos = (await p.post('/api/explore/current-position')).json();
    expect(pos).toMatchObject({ type: 'explore', job_name: 'Warrior' });
    expect(pos.explore).toMatchObject({
      x: grid.start.x,
      y: grid.start.y,
      monster: null,
      type: 'explore',
      area: 1,
    });
    expect(pos.explore.next).toEqual(['down', 'right']);
    expect(pos.explore.grid[1]).toBe('#S.??????');
  });

  it('refuses a locked area, an unknown map and bad bodies', async () => {
    const p = await createHero(app);
    const locked = await enter(p, 1, 2);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Area 2 of Ashen Hills opens when area 1 is finished.');
    expect((await enter(p, 9, 1)).statusCode).toBe(404);
    for (const body of [
      { mapId: '1', area: 1 },
      { mapId: 1 },
      { mapId: 1.5, area: 1 },
      { mapId: 1, area: 0 },
      { mapId: 1, area: 1, x: 3 },
    ]) {
      expect((await p.post('/api/explore/map', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 404 for the position when not exploring', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/explore/current-position')).statusCode).toBe(404);
  });
});

describe('POST /api/explore/move', () => {
  it('moves one tile in an allowed direction and reveals around it', async () => {
    const p = await createHero(app);
    await enter(p);
    const res = await moveQuietly(p, 'right');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ monster: null, type: 'explore', explore: { x: 2, y: 1 } });
    expect(res.json().explore.grid[1]).toBe('#S..?????');
  });

  it('refuses a direction not in next with 400, and one that is not a direction', async () => {
    const p = await createHero(app);
    await enter(p);
    const blocked = await p.post('/api/explore/move', { direction: 'up' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe('You cannot move that way.');
    expect((await p.post('/api/explore/move', { direction: 'north' })).statusCode).toBe(400);
    expect((await p.post('/api/explore/move', { direction: 1 })).statusCode).toBe(400);
    const pos = (await p.post('/api/explore/current-position')).json();
    expect([pos.explore.x, pos.explore.y]).toEqual([grid.start.x, grid.start.y]);
  });

  it('answers 404 without an exploration', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/explore/move', { direction: 'right' })).statusCode).toBe(404);
  });

  it('reaches the goal, answers type goal, and opens the next area', async () => {
    const p = await createHero(app);
    await enter(p);
    let last;
    for (const direction of route) last = await moveQuietly(p, direction);
    expect(last!.json()).toMatchObject({
      type: 'goal',
      monster: null,
      explore: { type: 'goal', next: [] },
    });
    expect((await moveQuietly(p, 'left')).statusCode).toBe(409);
    const list = (await p.post('/api/explore/user')).json();
    expect(list.explore.map[0].area).toEqual([1, 2]);
    expect((await enter(p, 1, 2)).statusCode).toBe(200);
  });

  it('meets a monster: the way is blocked until the battle ends', async () => {
    const p = await createHero(app);
    await enter(p);
    const res = await meetMonster(p, 'imp');
    expect(res.json()).toMatchObject({ monster: 'Imp', type: 'battle', explore: { next: [] } });
    const again = await p.post('/api/explore/move', { direction: route[1]! });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A monster blocks your way. Fight it first.');
  });
});

describe('explore battles', () => {
  it('answers No monster found for battle. when there is none', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/explore/battle');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No monster found for battle.' });
  });

  it('shows the spec battle fields, with the hero’s potions', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p, 'imp');
    const res = await p.post('/api/explore/battle');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      map_name: 'Ashen Hills, area 1',
      job: 'Warrior',
      username: p.username,
      user_hp: 130,
      user_max_hp: 130,
      potion: [{ itemId: 'potion-minor', name: 'Minor Healing Potion', qty: 5 }],
      round: 0,
    });
    expect(body.monster.monster_name).toBe('Imp');
    expect(body.monster.monster_hp).toBe(body.monster.monster_max_hp);
    expect(body.battleLog[0]).toMatch(/Imp blocks your path/);
  });

  it('plays rounds until a win, pays rewards once, and frees the way', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p, 'imp');
    const before = await hero(p);
    let res;
    for (let i = 0; i < 50; i++) {
      res = await p.post('/api/explore/attack');
      expect(res.statusCode, res.body).toBe(200);
      if (res.json().message !== 'The battle rages on.') break;
      expect(res.json().battleLog.length).toBeGreaterThan(1);
    }
    const body = res!.json();
    expect(body.message).toBe('You won the battle!');
    expect(body.rewards.xp).toBeGreaterThan(0);
    expect(body.rewards.gold).toBeGreaterThan(0);
    expect(Array.isArray(body.rewards.drops)).toBe(true);
    const after = await hero(p);
    expect(after.gold).toBe(before.gold + body.rewards.gold);
    expect(after.xp + (after.level > before.level ? 1 : 0)).toBeGreaterThan(0);
    const again = await p.post('/api/explore/attack');
    expect(again.statusCode).toBe(409);
    expect((await p.post('/api/explore/battle')).statusCode).toBe(404);
    expect((await moveQuietly(p, route[1]!)).statusCode).toBe(200);
  });

  it('two attacks sent at once play one round each and never pay twice', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p, 'imp');
    // One hit kills: both requests race for the finishing blow.
    await db.update(battles).set({ monsterHp: 1 }).where(eq(battles.userId, p.userId));
    await db.update(heroes).set({ level: 9 }).where(eq(heroes.userId, p.userId));
    const results = await Promise.all([
      p.post('/api/explore/attack'),
      p.post('/api/explore/attack'),
    ]);
    const won = results.filter(
      (r) => r.statusCode === 200 && r.json().message === 'You won the battle!',
    );
    const refused = results.filter((r) => r.statusCode === 409);
    const ongoing = results.filter(
      (r) => r.statusCode === 200 && r.json().message === 'The battle rages on.',
    );
    expect(won).toHaveLength(1);
    expect(refused.length + ongoing.length).toBe(1);
    const [payouts] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(currencyLedger)
      .where(
        and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.reason, 'explore win: imp')),
      );
    expect(Number(payouts!.n)).toBe(1);
  });

  it('a novice’s defeat costs 25 gold, leaves the hero at 0 HP and ends the exploration', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p);
    await setHp(p, 1);
    const monster = (await db.select().from(battles).where(eq(battles.userId, p.userId)))[0]!;
    const stats = monsterStats(findMonster(monster.monsterId)!, monster.monsterLevel);
    await db
      .update(battles)
      .set({ monsterHp: stats.hp * 50 })
      .where(eq(battles.userId, p.userId));
    let res;
    for (let i = 0; i < 30; i++) {
      res = await p.post('/api/explore/attack');
      if (res.json().message !== 'The battle rages on.') break;
    }
    expect(res!.json()).toMatchObject({
      message: 'You lost the battle!',
      user_hp: 0,
      gold_lost: 25,
    });
    expect((await hero(p)).gold).toBe(1475);
    expect((await p.post('/api/explore/current-position')).statusCode).toBe(404);
    const tooWeak = await enter(p);
    expect(tooWeak.statusCode).toBe(409);
    expect(tooWeak.json().message).toBe('You are too wounded to explore. Rest or drink a potion.');
    // Once rest has brought back a quarter of max HP the hero may set out again.
    clock.advance(tooWeak.json().ready_in_seconds);
    expect((await enter(p)).statusCode).toBe(200);
  });

  it('HP comes back over time: 5% of max per minute', async () => {
    const p = await createHero(app);
    await setHp(p, 0);
    clock.advance(4 * 60);
    const user = (await p.post('/api/user')).json().user;
    expect(user.user_hp).toBe(Math.floor((130 * REGEN_PERCENT_PER_MINUTE * 4) / 100));
    expect(user.hp_regen).toEqual({
      per_minute: (130 * REGEN_PERCENT_PER_MINUTE) / 100,
      full_in_seconds: secondsToFull(0, 130, new Date(clock.now.getTime() - 240_000), clock.now),
      paused: false,
    });
  });

  it('a potion in battle heals, takes the turn, and the battle reloads with one potion fewer', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p);
    await setHp(p, 20);
    const used = await p.post('/api/inventory/use-item', { itemId: 'potion-minor' });
    expect(used.statusCode).toBe(200);
    expect(used.json().round.log[0]).toBe('You drink a Minor Healing Potion: HP 80/130.');
    const battle = (await p.post('/api/explore/battle')).json();
    // Healed to 80, then the monster's blow of that round (if it landed).
    expect(battle.user_hp).toBe(used.json().user_hp);
    expect(battle.user_hp).toBeLessThanOrEqual(80);
    expect(battle.round).toBe(1);
    expect(battle.potion).toEqual([
      { itemId: 'potion-minor', name: 'Minor Healing Potion', qty: 4 },
    ]);
  });

  it('stores the seed with the battle so it can be replayed', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p);
    const [row] = await db.select().from(battles).where(eq(battles.userId, p.userId));
    expect(row!.seed).toEqual([11, 22, 33, 44]);
  });

  it('leaving the dungeon mid-fight counts as a defeat at half its cost, 0 HP', async () => {
    const p = await createHero(app);
    await enter(p);
    await meetMonster(p);
    const fled = await p.post('/api/explore/clear');
    expectNoviceFled(fled, 'stagger out of the dungeon');
    expect(await hero(p)).toMatchObject({ gold: 1487, hp: 0 });
    const ledger = await db
      .select({ delta: currencyLedger.delta, reason: currencyLedger.reason })
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.delta, -13)));
    expect(ledger).toEqual([{ delta: -13, reason: expect.stringMatching(/^fled from /) }]);
    expect((await p.post('/api/explore/current-position')).statusCode).toBe(404);
    expect((await p.post('/api/explore/battle')).statusCode).toBe(404);
    expect((await p.post('/api/explore/user')).json().explore.current_map).toBeNull();
    // Nothing is left to flee: leaving again is free.
    expect((await p.post('/api/explore/clear')).json()).toMatchObject({
      fled: false,
      gold_lost: 0,
    });
    expect((await hero(p)).gold).toBe(1487);
  });

  it('leaving the dungeon with no monster in the way is free', async () => {
    const p = await createHero(app);
    await enter(p);
    await moveQuietly(p, route[0]!);
    expect((await p.post('/api/explore/clear')).json()).toEqual({
      message: 'You leave the dungeon.',
      fled: false,
      gold_lost: 0,
    });
    expect(await hero(p)).toMatchObject({ gold: 1500, hp: 130 });
    expect((await p.post('/api/explore/current-position')).statusCode).toBe(404);
  });
});
