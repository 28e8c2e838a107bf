import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { roundRng } from '@demonbane/game/battle/battle-rng';
import { parseGrid, shortestRoute } from '@demonbane/game/explore';
import { MAPS, findArea } from '@demonbane/game/maps';
import { monsterById } from '@demonbane/game/monsters';
import { rollRewards } from '@demonbane/game/rewards';
import type { Seed } from '@demonbane/game/rng';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { quietSeed } from '../../test/seeds';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { battles, explorations, heroEquipment, heroes, mapProgress } from '../../db/schema';

const { app, database, clock, seeds } = await createTestApp();
const db = database.db;
const { makeStrong, oneHitLeft } = battleShortcuts(db, clock);

/** Opens every area of a map up to `area` (as if the earlier ones were finished). */
const openUpTo = (p: TestPlayer, mapId: number, area: number) =>
  db
    .insert(mapProgress)
    .values({ userId: p.userId, mapId: mapId as 1, cleared: area - 1 })
    .onConflictDoNothing();

/** Walks an area start to goal, meeting nothing on the way; returns the last answer. */
async function walkToGoal(p: TestPlayer, mapId: number, area: number, lastSeeds: Seed[] = []) {
  const route = shortestRoute(parseGrid(findArea(mapId, area)!))!;
  let res;
  for (const [i, direction] of route.entries()) {
    const last = i === route.length - 1;
    seeds.splice(0, seeds.length, ...(last ? lastSeeds : [quietSeed(mapId, area)]));
    res = await p.post('/api/explore/move', { direction });
    expect(res.statusCode, res.body).toBe(200);
  }
  return res!;
}

const cleared = async (p: TestPlayer, mapId: number) => {
  const [row] = await db
    .select()
    .from(mapProgress)
    .where(and(eq(mapProgress.userId, p.userId), eq(mapProgress.mapId, mapId as 1)));
  return row?.cleared ?? 0;
};

/**
 * A battle seed whose win pays the boss's unique piece whatever round (1–3) the
 * win comes in: found with the game's own reward roll, as the server rolls it.
 */
function pieceDropSeed(monsterId: 'ash-matriarch', level: number): Seed {
  const boss = monsterById(monsterId);
  for (let i = 1; i < 200_000; i++) {
    const seed: Seed = [i, 0xb055, i * 7, 3];
    const drops = [1, 2, 3].every(
      (round) =>
        rollRewards(boss, level, roundRng(seed, 1_000_000 + round), {
          xpMultiplier: 1,
          rewardMultiplier: 1,
        }).pieces.length > 0,
    );
    if (drops) return seed;
  }
  throw new Error('no seed found');
}

describe('six maps to level 50', () => {
  it('lists six maps of three areas, each with its recommended level', async () => {
    const p = await createHero(app);
    const { explore } = (await p.post('/api/explore/user')).json();
    expect(explore.map.map((m: { map_name: string }) => m.map_name)).toEqual(
      MAPS.map((m) => m.name),
    );
    expect(explore.map).toHaveLength(6);
    for (const m of explore.map) expect(m.area_count).toBe(3);
    expect(explore.map.at(-1).recommended_level).toBeGreaterThanOrEqual(40);
  });

  it('a new map is walked and finished like the first', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/explore/map', { mapId: 4, area: 1 })).statusCode).toBe(200);
    const last = await walkToGoal(p, 4, 1, [quietSeed(4, 1)]);
    expect(last.json()).toMatchObject({ type: 'goal', monster: null });
    expect(await cleared(p, 4)).toBe(1);
  });
});

describe('a boss guards the last goal of every map', () => {
  it('the last step starts the boss fight; the area is finished only when it falls', async () => {
    const p = await createHero(app);
    await openUpTo(p, 1, 3);
    await makeStrong(p);
    expect((await p.post('/api/explore/map', { mapId: 1, area: 3 })).statusCode).toBe(200);
    const boss = findArea(1, 3)!.boss!;
    const seed = pieceDropSeed(boss.monsterId as 'ash-matriarch', boss.level);
    const atGoal = await walkToGoal(p, 1, 3, [seed]);
    expect(atGoal.json()).toMatchObject({ type: 'battle', monster: 'Ash Matriarch' });
    expect(await cleared(p, 1)).toBe(2);
    const view = (await p.post('/api/explore/battle')).json();
    expect(view.monster.monster_level).toBe(boss.level);
    expect(view.battleLog[0]).toBe('Ash Matriarch, level 5, guards the way out of Ashen Hills!');
    // Leaving is refused while it stands in the way: no step past it.
    expect((await p.post('/api/explore/move', { direction: 'left' })).statusCode).toBe(409);

    await oneHitLeft(p);
    let won;
    for (let i = 0; i < 3 && !won; i++) {
      const res = await p.post('/api/explore/attack');
      expect(res.statusCode, res.body).toBe(200);
      if (res.json().message === 'You won the battle!') won = res.json();
    }
    expect(won).toBeDefined();
    // Its unique piece, at the rarity rolled, is in the inventory.
    expect(won.rewards.pieces).toHaveLength(1);
    const [piece] = won.rewards.pieces;
    expect(piece).toMatchObject({ item_id: 'matriarchs-brand', name: 'Matriarch’s Brand' });
    const owned = await db
      .select()
      .from(heroEquipment)
      .where(and(eq(heroEquipment.userId, p.userId), eq(heroEquipment.itemId, 'matriarchs-brand')));
    expect(owned).toEqual([expect.objectContaining({ rarity: piece.rarity, qty: 1 })]);

    expect(await cleared(p, 1)).toBe(3);
    const pos = (await p.post('/api/explore/current-position')).json();
    expect(pos).toMatchObject({ type: 'goal', explore: { type: 'goal', next: [] } });
  });

  it('two killing blows at once pay the boss and its piece once', async () => {
    const p = await createHero(app);
    await openUpTo(p, 1, 3);
    await makeStrong(p);
    await p.post('/api/explore/map', { mapId: 1, area: 3 });
    const boss = findArea(1, 3)!.boss!;
    await walkToGoal(p, 1, 3, [pieceDropSeed('ash-matriarch', boss.level)]);
    await oneHitLeft(p);
    const answers = await Promise.all([1, 2, 3].map(() => p.post('/api/explore/attack')));
    const won = answers.filter((r) => r.json().message === 'You won the battle!');
    expect(won).toHaveLength(1);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    const pieces = await db
      .select()
      .from(heroEquipment)
      .where(and(eq(heroEquipment.userId, p.userId), eq(heroEquipment.itemId, 'matriarchs-brand')));
    expect(pieces.reduce((n, r) => n + r.qty, 0)).toBe(1);
    expect(await cleared(p, 1)).toBe(3);
  });

  it('losing to the boss ends the walk and finishes nothing', async () => {
    const p = await createHero(app);
    await openUpTo(p, 1, 3);
    expect((await p.post('/api/explore/map', { mapId: 1, area: 3 })).statusCode).toBe(200);
    await walkToGoal(p, 1, 3);
    await db
      .update(heroes)
      .set({ hp: 1, hpUpdatedAt: clock.now })
      .where(eq(heroes.userId, p.userId));
    await db.update(battles).set({ monsterLevel: 40 }).where(eq(battles.userId, p.userId));
    let last;
    for (let i = 0; i < 20; i++) {
      last = (await p.post('/api/explore/attack')).json();
      if (last.message !== 'The battle rages on.') break;
    }
    expect(last.message).toBe('You lost the battle!');
    expect(await cleared(p, 1)).toBe(2);
    expect(await db.select().from(explorations).where(eq(explorations.userId, p.userId))).toEqual(
      [],
    );
  });

  it('fleeing the boss is a defeat too, and the next walk meets it again', async () => {
    const p = await createHero(app);
    await openUpTo(p, 1, 3);
    await makeStrong(p);
    await p.post('/api/explore/map', { mapId: 1, area: 3 });
    await walkToGoal(p, 1, 3);
    const fled = (await p.post('/api/explore/clear')).json();
    expect(fled.fled).toBe(true);
    expect(await cleared(p, 1)).toBe(2);
    await db
      .update(heroes)
      .set({ hp: 5000, hpUpdatedAt: clock.now })
      .where(eq(heroes.userId, p.userId));
    await p.post('/api/explore/map', { mapId: 1, area: 3 });
    expect((await walkToGoal(p, 1, 3)).json()).toMatchObject({ monster: 'Ash Matriarch' });
  });
});

describe('gear that keeps mattering', () => {
  const give = (p: TestPlayer, itemId: string, rarity: string) =>
    db.insert(heroEquipment).values({
      userId: p.userId,
      itemId: itemId as 'hunters-knife',
      rarity: rarity as 'Rare',
      qty: 1,
    });

  it('a piece is worn from its level: refused before, with nothing moved', async () => {
    const p = await createHero(app);
    await give(p, 'hellforged-blade', 'Rare');
    const refused = await p.post('/api/inventory/equip', {
      wpn: ['hellforged-blade', 'Rare'],
      arm: null,
      acc: null,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Hellforged Blade is worn from level 20; you are level 1.');
    const list = (await p.post('/api/inventory/equipments')).json();
    expect(list.equipment[0].item_id).toBe('hunters-knife');
    const blade = list.inventory.find((i: { item_id: string }) => i.item_id === 'hellforged-blade');
    expect(blade).toMatchObject({ level: 20, item_qty: 1 });

    await db
      .update(heroes)
      .set({ level: 20, jobId: 'berserker' })
      .where(eq(heroes.userId, p.userId));
    const worn = await p.post('/api/inventory/equip', {
      wpn: ['hellforged-blade', 'Rare'],
      arm: null,
      acc: null,
    });
    expect(worn.statusCode, worn.body).toBe(200);
  });

  it('affixes show on every piece and add up on the hero', async () => {
    const p = await createHero(app);
    await db
      .update(heroes)
      .set({ level: 40, jobId: 'berserker' })
      .where(eq(heroes.userId, p.userId));
    await give(p, 'obsidian-greatsword', 'Legendary');
    await give(p, 'obsidian-aegis', 'Common');
    const list = (await p.post('/api/inventory/equipments')).json();
    const sword = list.inventory.find(
      (i: { item_id: string }) => i.item_id === 'obsidian-greatsword',
    );
    // A Legendary shows three affixes, scaled by its level; a Common none.
    expect(sword.affixes.map((a: { kind: string }) => a.kind)).toEqual([
      'damage',
      'crit',
      'lifesteal',
    ]);
    expect(sword.affixes[0]).toEqual({ kind: 'damage', value: 0.3, text: '+30% damage' });
    const aegis = list.inventory.find((i: { item_id: string }) => i.item_id === 'obsidian-aegis');
    expect(aegis.affixes).toEqual([]);

    await p.post('/api/inventory/equip', {
      wpn: ['obsidian-greatsword', 'Legendary'],
      arm: ['obsidian-aegis', 'Common'],
      acc: null,
    });
    const { user } = (await p.post('/api/user')).json();
    expect(user.equipment[0]).toMatchObject({ level: 40, affixes: sword.affixes });
    expect(user.equipment_traits).toEqual({ damage: 0.3, crit: 23, lifesteal: 0.225, resist: 0 });
  });

  it('worn lifesteal heals in a fight', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    await give(p, 'obsidian-greatsword', 'Legendary');
    await p.post('/api/inventory/equip', {
      wpn: ['obsidian-greatsword', 'Legendary'],
      arm: null,
      acc: null,
    });
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    await db.update(battles).set({ monsterHp: 1_000_000 }).where(eq(battles.userId, p.userId));
    const lines: string[] = [];
    for (let i = 0; i < 5; i++)
      lines.push(...(await p.post('/api/hunt/hunt-attack')).json().battleLog);
    expect(lines.some((l) => /You strike .* and drain \d+ HP/.test(l))).toBe(true);
  });
});

describe('the forge, the boxes and the shop carry the new tiers', () => {
  it('the shop sells the tier cores and a core forges a piece of its tier', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ gold: 10_000 }).where(eq(heroes.userId, p.userId));
    for (const [itemId, qty] of [
      ['drowned-ingot', 1],
      ['iron-ore', 2],
    ] as const) {
      const bought = await p.post('/api/shop/purchase', { itemId, qty, type: 'gold' });
      expect(bought.statusCode, bought.body).toBe(200);
    }
    const forged = await p.post('/api/forge', {
      materials: ['iron-ore', 'iron-ore', 'drowned-ingot'],
    });
    expect(forged.statusCode, forged.body).toBe(200);
    clock.advance(60 * 60);
    const claim = (await p.post('/api/forge/claim')).json();
    expect(claim.item_id).toBe('hellforged-blade');
  });

  it('a tier box publishes its levels and draws only pieces of them', async () => {
    const p = await createHero(app);
    const { data } = (await app.inject({ method: 'GET', url: '/api/gacha/boxs' })).json();
    const strongbox = data.find((b: { box: string }) => b.box === 'Drowned Strongbox');
    expect(strongbox.levels).toEqual([20, 30]);
    await db.update(heroes).set({ gold: 100_000 }).where(eq(heroes.userId, p.userId));
    const drawn = await p.post('/api/gacha', { box: strongbox.index, amount: 11 });
    expect(drawn.statusCode, drawn.body).toBe(200);
    for (const item of drawn.json().items.filter((i: { rarity: string | null }) => i.rarity)) {
      expect([20, 30]).toContain(item.level);
      expect(item.affixes.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('a map boss is a challenge, not a farm (issue 33, finding 6)', () => {
  /** One walk to the boss and one win over it, under dice that drop its piece; the win's answer. */
  async function killBoss(p: TestPlayer) {
    const boss = findArea(1, 3)!.boss!;
    expect((await p.post('/api/explore/map', { mapId: 1, area: 3 })).statusCode).toBe(200);
    await walkToGoal(p, 1, 3, [pieceDropSeed('ash-matriarch', boss.level)]);
    await oneHitLeft(p);
    for (let i = 0; i < 3; i++) {
      const res = await p.post('/api/explore/attack');
      expect(res.statusCode, res.body).toBe(200);
      if (res.json().message === 'You won the battle!') return res.json();
    }
    throw new Error('the boss did not fall');
  }
  const brands = async (p: TestPlayer) =>
    (
      await db
        .select()
        .from(heroEquipment)
        .where(
          and(eq(heroEquipment.userId, p.userId), eq(heroEquipment.itemId, 'matriarchs-brand')),
        )
    ).reduce((n, r) => n + r.qty, 0);

  it('six kills in a week, each under dice that drop the piece, pay one unique piece', async () => {
    const p = await createHero(app);
    await openUpTo(p, 1, 3);
    await makeStrong(p);
    const first = await killBoss(p);
    expect(first.rewards.pieces).toHaveLength(1);
    const backOn = new Date(clock.now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    for (let kill = 2; kill <= 6; kill++) {
      clock.advance(86_400); // a day later: still within the week
      await makeStrong(p);
      const won = await killBoss(p);
      // The normal rewards, without the piece; the log says when it is back.
      expect(won.rewards.pieces).toEqual([]);
      expect(won.rewards.xp).toBeGreaterThan(0);
      expect(won.battleLog.at(-1)).toBe(
        `The Ash Matriarch's unique piece was already claimed this week: back on ${backOn}.`,
      );
    }
    expect(await brands(p)).toBe(1);
    // Seven days after the claim, the piece drops again.
    clock.advance(2 * 86_400);
    await makeStrong(p);
    expect((await killBoss(p)).rewards.pieces).toHaveLength(1);
    expect(await brands(p)).toBe(2);
  });

  it('the map list says when a claimed piece is back', async () => {
    const p = await createHero(app);
    await openUpTo(p, 1, 3);
    await makeStrong(p);
    const before = (await p.post('/api/explore/user')).json().explore.map[0];
    expect(before.boss_piece_back_on).toBeNull();
    await killBoss(p);
    const backOn = new Date(clock.now.getTime() + 7 * 86_400_000).toISOString();
    const maps = (await p.post('/api/explore/user')).json().explore.map;
    expect(maps[0].boss_piece_back_on).toBe(backOn);
    expect(maps[1].boss_piece_back_on).toBeNull();
  });
});
