import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import type { ItemId } from '@demonbane/game/items';
import { heroEquipment, heroItems } from '../../db/schema';
import { pieceCopies } from '../../test/piece-copies';

const { app, database, clock } = await createTestApp();
const db = database.db;

const give = (p: TestPlayer, itemId: ItemId, qty: number) =>
  db.insert(heroItems).values({ userId: p.userId, itemId, qty }).onConflictDoNothing();
const materials = async (p: TestPlayer) => (await p.post('/api/inventory/materials')).json();
const ore = async (p: TestPlayer) => {
  const [row] = await db
    .select({ qty: heroItems.qty })
    .from(heroItems)
    .where(and(eq(heroItems.userId, p.userId), eq(heroItems.itemId, 'iron-ore')));
  return row?.qty ?? 0;
};

describe('forge', () => {
  it('lists materials and a free forge', async () => {
    const p = await createHero(app);
    await give(p, 'iron-ore', 4);
    const body = await materials(p);
    expect(body).toMatchObject({
      materials: [{ item_id: 'iron-ore', item_name: 'Iron Ore', item_qty: 4 }],
      forging_status: null,
      remaining_time: { hours: 0, minutes: 0, seconds: 0 },
      forging: null,
    });
  });

  it('spends 3 materials, forges on a stored timer, and claims once ready', async () => {
    const p = await createHero(app);
    await give(p, 'iron-ore', 4);
    const res = await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      forging_status: false,
      remaining_time: { hours: 0, minutes: 6, seconds: 0 },
    });
    expect(await ore(p)).toBe(1);

    expect((await materials(p)).forging_status).toBe(false);
    const early = await p.post('/api/forge/claim');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Your item is not ready yet.');

    clock.advance(3 * 60);
    expect((await materials(p)).remaining_time).toEqual({ hours: 0, minutes: 3, seconds: 0 });
    clock.advance(3 * 60);
    expect((await materials(p)).forging_status).toBe(true);

    const claim = await p.post('/api/forge/claim');
    expect(claim.statusCode).toBe(200);
    const { reward, rarity, item_id: itemId, message } = claim.json();
    expect(typeof reward).toBe('string');
    expect(message).toContain(reward);
    // The starter gear is worn, so the pack held none: the forged piece is its one copy
    // (it may roll the starter's own Knife, Vest or Charm).
    expect(await pieceCopies(db, p.userId, itemId, rarity)).toBe(1);
    expect((await materials(p)).forging_status).toBeNull();
    expect((await p.post('/api/forge/claim')).statusCode).toBe(409);
  });

  it('forges a weapon from a majority of Iron Ore', async () => {
    const p = await createHero(app);
    await give(p, 'iron-ore', 3);
    await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    clock.advance(6 * 60);
    const { item_id: itemId } = (await p.post('/api/forge/claim')).json();
    const list = (await p.post('/api/inventory/equipments')).json().inventory;
    expect(list.find((x: { item_id: string }) => x.item_id === itemId).type).toBe('weapon');
  });

  it('two claims at once give one piece', async () => {
    const p = await createHero(app);
    await give(p, 'demon-hide', 3);
    await p.post('/api/forge', { materials: ['demon-hide', 'demon-hide', 'demon-hide'] });
    clock.advance(60 * 60);
    const before = (
      await db.select().from(heroEquipment).where(eq(heroEquipment.userId, p.userId))
    ).reduce((s, r) => s + r.qty, 0);
    const results = await Promise.all([
      p.post('/api/forge/claim'),
      p.post('/api/forge/claim'),
      p.post('/api/forge/claim'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const after = (
      await db.select().from(heroEquipment).where(eq(heroEquipment.userId, p.userId))
    ).reduce((s, r) => s + r.qty, 0);
    expect(after).toBe(before + 1);
  });

  it('refuses unowned or too few materials, spending nothing', async () => {
    const p = await createHero(app);
    await give(p, 'iron-ore', 2);
    const res = await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Not enough materials available/);
    expect(await ore(p)).toBe(2);
    expect(
      (await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'ember-shard'] }))
        .statusCode,
    ).toBe(409);
    expect(await ore(p)).toBe(2);
  });

  it('refuses a second forge while one runs, and materials in use', async () => {
    const p = await createHero(app);
    await give(p, 'iron-ore', 6);
    await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    const res = await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your forge is already working.');
    expect(await ore(p)).toBe(3);
  });

  it('only one of two simultaneous forges starts, and only its materials are spent', async () => {
    const p = await createHero(app);
    await give(p, 'iron-ore', 6);
    const results = await Promise.all([
      p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] }),
      p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ore(p)).toBe(3);
  });

  it.each([
    [{ materials: ['iron-ore', 'iron-ore'] }, 400],
    [{ materials: ['iron-ore', 'iron-ore', 'iron-ore', 'iron-ore'] }, 400],
    [{ materials: 'iron-ore' }, 400],
    [{ materials: ['potion-minor', 'iron-ore', 'iron-ore'] }, 400],
    [{}, 400],
  ])('refuses %j', async (body, status) => {
    const p = await createHero(app);
    await give(p, 'iron-ore', 3);
    expect((await p.post('/api/forge', body)).statusCode).toBe(status);
    expect(await ore(p)).toBe(3);
  });
});
