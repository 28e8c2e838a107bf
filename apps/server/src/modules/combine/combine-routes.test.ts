import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import type { EquipmentId } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import { heroEquipment } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;

const givePiece = (p: TestPlayer, itemId: EquipmentId, rarity: Rarity, qty: number) =>
  db.insert(heroEquipment).values({ userId: p.userId, itemId, rarity, qty });
const pieces = async (p: TestPlayer) =>
  (await db.select().from(heroEquipment).where(eq(heroEquipment.userId, p.userId)))
    .map((r) => `${r.qty}×${r.rarity}:${r.itemId}`)
    .sort();
/** A new hero's gear, as `pieces` lists it once taken off (`gearInPack`): never combined. */
const STARTER_GEAR = ['1×Common:copper-charm', '1×Common:hunters-knife', '1×Common:padded-vest'];

describe('combine', () => {
  it('lists stacks of 3 or more below Legendary, with next stats', async () => {
    const p = await createHero(app);
    await givePiece(p, 'cinder-axe', 'Common', 3);
    await givePiece(p, 'roc-feather', 'Legendary', 5);
    const body = (await p.post('/api/inventory/combine')).json();
    expect(body.combinable_items).toEqual([
      {
        item_id: 'cinder-axe',
        item_name: 'Cinder Axe',
        item_rarity: 'Common',
        item_qty: 3,
        type: 'weapon',
        stats: { atk: 12, def: 0, spd: 0 },
        level: 1,
        affixes: [],
        next_rarity: 'Uncommon',
        next_stats: { atk: 16, def: 0, spd: 0 },
        // An Uncommon shows its first affix: 4% damage, ×1.05 for a level-1 piece.
        next_affixes: [{ kind: 'damage', value: 0.042, text: '+4.2% damage' }],
        copies_needed: 3,
      },
    ]);
  });

  it('combines three copies into one of the next rarity', async () => {
    const p = await createHero(app, { gearInPack: true });
    await givePiece(p, 'cinder-axe', 'Common', 4);
    const res = await p.post('/api/forge/combine', { item_id: 'cinder-axe', rarity: 'Common' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      newRarity: 'Uncommon',
      newStats: { atk: 16 },
      itemName: 'Cinder Axe',
    });
    expect(await pieces(p)).toEqual([
      '1×Common:cinder-axe',
      ...STARTER_GEAR,
      '1×Uncommon:cinder-axe',
    ]);
  });

  it('refuses too few copies, Legendary, and unknown pieces', async () => {
    const p = await createHero(app);
    await givePiece(p, 'roc-feather', 'Legendary', 3);
    expect(
      (await p.post('/api/forge/combine', { item_id: 'hunters-knife', rarity: 'Common' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await p.post('/api/forge/combine', { item_id: 'roc-feather', rarity: 'Legendary' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await p.post('/api/forge/combine', { item_id: 'nope', rarity: 'Common' })).statusCode,
    ).toBe(404);
    expect(
      (await p.post('/api/forge/combine', { item_id: 'roc-feather', rarity: 'Mythic' })).statusCode,
    ).toBe(400);
  });

  it('never touches a worn piece', async () => {
    const p = await createHero(app);
    await givePiece(p, 'cinder-axe', 'Common', 2);
    await db
      .update(heroEquipment)
      .set({ qty: 1 })
      .where(and(eq(heroEquipment.userId, p.userId), eq(heroEquipment.itemId, 'hunters-knife')));
    await p.post('/api/inventory/equip', { wpn: ['cinder-axe', 'Common'], arm: null, acc: null });
    // One axe worn, one in the bag: the worn one does not count towards three.
    await givePiece(p, 'cinder-axe', 'Uncommon', 1);
    expect(
      (await p.post('/api/forge/combine', { item_id: 'cinder-axe', rarity: 'Common' })).statusCode,
    ).toBe(409);
    expect((await p.post('/api/forge/combine-all', { locked_items: [] })).statusCode).toBe(409);
    const worn = (await p.post('/api/user')).json().user.equipment[0];
    expect(worn).toMatchObject({ item_id: 'cinder-axe', item_rarity: 'Common' });
  });

  it('combine-all cascades and respects locks', async () => {
    const p = await createHero(app, { gearInPack: true });
    await givePiece(p, 'cinder-axe', 'Common', 9);
    await givePiece(p, 'bone-plate', 'Rare', 3);
    const res = await p.post('/api/forge/combine-all', { locked_items: ['Rare:bone-plate'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Combined 4 times/);
    expect(await pieces(p)).toEqual([...STARTER_GEAR, '1×Rare:cinder-axe', '3×Rare:bone-plate']);
  });

  it('combine-all with nothing to combine says so', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/forge/combine-all', { locked_items: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nothing to combine.');
  });

  it('refuses malformed locked items', async () => {
    const p = await createHero(app);
    for (const locked_items of ['Common:x', ['Common'], [5], ['Mythic:x'], ['Common:x:y']]) {
      expect(
        (await p.post('/api/forge/combine-all', { locked_items })).statusCode,
        JSON.stringify(locked_items),
      ).toBe(400);
    }
  });

  it('simultaneous combines never make pieces from nothing', async () => {
    const p = await createHero(app);
    await givePiece(p, 'cinder-axe', 'Common', 4);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        p.post('/api/forge/combine', { item_id: 'cinder-axe', rarity: 'Common' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await pieces(p)).filter((s) => s.includes('cinder-axe'))).toEqual([
      '1×Common:cinder-axe',
      '1×Uncommon:cinder-axe',
    ]);
  });
});
