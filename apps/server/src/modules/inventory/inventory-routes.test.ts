import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { heroEquipment, heroes, heroItems } from '../../db/schema';

const { app, database, clock } = await createTestApp();
const db = database.db;

const setHp = (userId: string, hp: number) =>
  db.update(heroes).set({ hp }).where(eq(heroes.userId, userId));
const user = async (player: TestPlayer) => (await player.post('/api/user')).json().user;
const consumables = async (player: TestPlayer) =>
  (await player.post('/api/inventory/consumables')).json().consumables as {
    item_id: string;
    item_qty: number;
  }[];
const qtyOf = async (player: TestPlayer, itemId: string) =>
  (await consumables(player)).find((c) => c.item_id === itemId)?.item_qty ?? 0;

describe('POST /api/inventory/consumables', () => {
  it('lists the starting kit in the spec’s shape, without forge materials', async () => {
    const player = await createHero(app);
    await player.post('/api/shop/purchase', { itemId: 'iron-ore', type: 'gold', qty: 2 });
    const res = await player.post('/api/inventory/consumables');
    expect(res.statusCode).toBe(200);
    expect(res.json().consumables).toEqual([
      {
        item_id: 'potion-minor',
        item_name: 'Minor Healing Potion',
        description: expect.any(String),
        item_qty: 5,
      },
    ]);
  });
});

describe('POST /api/inventory/use-item', () => {
  it('heals, never past max HP, and spends the potions', async () => {
    const player = await createHero(app);
    const { user_max_hp: max } = await user(player);
    await setHp(player.userId, max - 100);
    const res = await player.post('/api/inventory/use-item', { itemId: 'potion-minor', qty: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_hp: max, user_max_hp: max });
    expect(res.json().message).toMatch(/^Used 2 Minor Healing Potion\. Restored 100 HP/);
    expect(await qtyOf(player, 'potion-minor')).toBe(3);
    expect((await user(player)).user_hp).toBe(max);
  });

  it('uses one when qty is left out', async () => {
    const player = await createHero(app);
    await setHp(player.userId, 10);
    const res = await player.post('/api/inventory/use-item', { itemId: 'potion-minor' });
    expect(res.json().user_hp).toBe(70);
    expect(await qtyOf(player, 'potion-minor')).toBe(4);
  });

  it('refuses to drink at full HP, and keeps the potion', async () => {
    const player = await createHero(app);
    const res = await player.post('/api/inventory/use-item', { itemId: 'potion-minor' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your HP is already full.');
    expect(await qtyOf(player, 'potion-minor')).toBe(5);
  });

  it('refuses more than owned with 409 and changes nothing', async () => {
    const player = await createHero(app);
    await setHp(player.userId, 1);
    const res = await player.post('/api/inventory/use-item', { itemId: 'potion-minor', qty: 6 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You do not have 6 × Minor Healing Potion.');
    expect((await user(player)).user_hp).toBe(1);
    expect(await qtyOf(player, 'potion-minor')).toBe(5);
  });

  it('starts a buff that raises stats and shows on Home, and lasts its battles', async () => {
    const player = await createHero(app);
    const before = await user(player);
    await player.post('/api/shop/purchase', { itemId: 'scroll-fury', type: 'gold', qty: 2 });
    const res = await player.post('/api/inventory/use-item', { itemId: 'scroll-fury' });
    expect(res.statusCode).toBe(200);
    expect(res.json().buffs).toEqual(['Fury: +8 ATK (5 battles left)']);
    const after = await user(player);
    expect(after.user_atk).toBe(before.user_atk + 8);
    expect(after.buffs).toEqual(['Fury: +8 ATK (5 battles left)']);
    await player.post('/api/inventory/use-item', { itemId: 'scroll-fury' });
    expect((await user(player)).buffs).toEqual(['Fury: +8 ATK (10 battles left)']);
  });

  it('ends a timed buff when its time is up', async () => {
    const player = await createHero(app);
    await player.post('/api/shop/purchase', { itemId: 'incense-vigil', type: 'soul', qty: 1 });
    await player.post('/api/inventory/use-item', { itemId: 'incense-vigil' });
    const buffed = await user(player);
    expect(buffed.buffs).toEqual(['Vigil: +12 DEF, +4 SPD (60 min left)']);
    clock.advance(61 * 60);
    const later = await user(player);
    expect(later.buffs).toEqual([]);
    expect(later.user_def).toBe(buffed.user_def - 12);
  });

  it('refuses a buff already at its cap', async () => {
    const player = await createHero(app);
    await player.post('/api/shop/purchase', { itemId: 'scroll-haste', type: 'gold', qty: 4 });
    expect(
      (await player.post('/api/inventory/use-item', { itemId: 'scroll-haste', qty: 3 })).statusCode,
    ).toBe(200);
    const res = await player.post('/api/inventory/use-item', { itemId: 'scroll-haste' });
    expect(res.statusCode).toBe(409);
    expect(await qtyOf(player, 'scroll-haste')).toBe(1);
  });

  it('refuses forge materials, unknown items and bad quantities', async () => {
    const player = await createHero(app);
    await player.post('/api/shop/purchase', { itemId: 'iron-ore', type: 'gold', qty: 1 });
    expect((await player.post('/api/inventory/use-item', { itemId: 'iron-ore' })).statusCode).toBe(
      400,
    );
    expect(
      (await player.post('/api/inventory/use-item', { itemId: 'unobtainium' })).statusCode,
    ).toBe(404);
    for (const qty of [0, -1, 1.5, '1', null, 1000]) {
      const res = await player.post('/api/inventory/use-item', { itemId: 'potion-minor', qty });
      expect(res.statusCode, String(qty)).toBe(400);
    }
  });

  it('spends each potion once under simultaneous uses', async () => {
    const player = await createHero(app);
    // A level-15 Paladin (444 max HP) can drink all five potions without reaching full.
    await db
      .update(heroes)
      .set({ jobId: 'paladin', level: 15, hp: 1 })
      .where(eq(heroes.userId, player.userId));
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        player.post('/api/inventory/use-item', { itemId: 'potion-minor' }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(5);
    expect(await qtyOf(player, 'potion-minor')).toBe(0);
    expect((await user(player)).user_hp).toBe(1 + 5 * 60);
    const rows = await db.select().from(heroItems).where(eq(heroItems.userId, player.userId));
    expect(rows.filter((r) => r.itemId === 'potion-minor')).toEqual([]);
  });
});

describe('equipment', () => {
  const equipments = async (player: TestPlayer) =>
    (await player.post('/api/inventory/equipments')).json();

  it('a first job wears the starter gear: nothing of it is left in the pack', async () => {
    const player = await createHero(app);
    const body = await equipments(player);
    expect(body.equipment.map((e: { type: string; item_id: null }) => [e.type, e.item_id])).toEqual(
      [
        ['weapon', 'hunters-knife'],
        ['armor', 'padded-vest'],
        ['acc', 'copper-charm'],
      ],
    );
    expect(body.inventory).toEqual([]);
    const hero = await user(player);
    expect(hero.user_hp).toBe(hero.user_max_hp);
  });

  it('lists the starter gear in the inventory once it is taken off', async () => {
    const player = await createHero(app, { gearInPack: true });
    const body = await equipments(player);
    expect(body.equipment.every((e: { item_id: null }) => e.item_id === null)).toBe(true);
    expect(body.inventory).toContainEqual({
      item_id: 'hunters-knife',
      item_name: 'Hunter’s Knife',
      item_rarity: 'Common',
      item_qty: 1,
      type: 'weapon',
      description: expect.any(String),
      stats: { atk: 4, def: 0, spd: 1 },
      level: 1,
      affixes: [],
    });
  });

  it('equips pieces, moves them out of the inventory and raises the hero’s stats', async () => {
    const player = await createHero(app, { gearInPack: true });
    const before = await user(player);
    const res = await player.post('/api/inventory/equip', {
      wpn: ['hunters-knife', 'Common'],
      arm: ['padded-vest', 'Common'],
      acc: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your equipment has been updated.',
      backToInventory: [],
      equipment_stats: { hp: 0, atk: 4, def: 4, spd: 1 },
    });
    const after = await user(player);
    expect(after.user_atk).toBe(before.user_atk + 4);
    expect(after.user_def).toBe(before.user_def + 4);
    expect(after.equipment[0]).toMatchObject({
      item_id: 'hunters-knife',
      item_name: 'Hunter’s Knife',
      item_rarity: 'Common',
    });
    const inv = (await equipments(player)).inventory.map((p: { item_id: string }) => p.item_id);
    expect(inv).toEqual(['copper-charm']);
  });

  it('puts replaced and removed pieces back, and names them', async () => {
    const player = await createHero(app);
    await db
      .insert(heroEquipment)
      .values({ userId: player.userId, itemId: 'hunters-knife', rarity: 'Rare', qty: 1 });
    await player.post('/api/inventory/equip', {
      wpn: ['hunters-knife', 'Common'],
      arm: ['padded-vest', 'Common'],
      acc: null,
    });
    const res = await player.post('/api/inventory/equip', {
      wpn: ['hunters-knife', 'Rare'],
      arm: null,
      acc: null,
    });
    expect(res.json().backToInventory).toEqual([
      ['Hunter’s Knife', 'Common'],
      ['Padded Vest', 'Common'],
    ]);
    const body = await equipments(player);
    expect(body.equipment[0]).toMatchObject({ item_id: 'hunters-knife', item_rarity: 'Rare' });
    expect(
      body.inventory
        .map((p: { item_id: string; item_rarity: string }) => `${p.item_id}:${p.item_rarity}`)
        .sort(),
    ).toEqual(['copper-charm:Common', 'hunters-knife:Common', 'padded-vest:Common']);
  });

  it.each([
    [{ wpn: ['padded-vest', 'Common'], arm: null, acc: null }, 400],
    [{ wpn: ['hunters-knife', 'Epic'], arm: null, acc: null }, 409],
    [{ wpn: ['moonblade', 'Common'], arm: null, acc: null }, 404],
    [{ wpn: ['hunters-knife', 'Mythic'], arm: null, acc: null }, 400],
    [{ wpn: ['hunters-knife'], arm: null, acc: null }, 400],
    [{ wpn: null, arm: null }, 400],
  ])('refuses %j with %i and changes nothing', async (body, status) => {
    const player = await createHero(app, { gearInPack: true });
    const res = await player.post('/api/inventory/equip', body);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
    const after = await equipments(player);
    expect(after.inventory).toHaveLength(3);
    expect(after.equipment.every((e: { item_id: null }) => e.item_id === null)).toBe(true);
  });

  it('wears a single copy once even under simultaneous equips', async () => {
    const player = await createHero(app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        player.post('/api/inventory/equip', {
          wpn: ['hunters-knife', 'Common'],
          arm: null,
          acc: null,
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const body = await equipments(player);
    expect(body.equipment[0].item_id).toBe('hunters-knife');
    expect(
      body.inventory.find((p: { item_id: string }) => p.item_id === 'hunters-knife'),
    ).toBeUndefined();
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(heroEquipment)
      .where(
        sql`${heroEquipment.userId} = ${player.userId} AND ${heroEquipment.itemId} = 'hunters-knife'`,
      );
    expect(Number(count!.n)).toBe(0);
  });
});
