import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { equipmentById, pieceStats } from '@demonbane/game/equipment';
import { createRng, type Seed } from '@demonbane/game/rng';
import {
  ENCHANT,
  NO_UPGRADE,
  REFINE,
  enchantCost,
  refineChance,
  refineCost,
  refinedStats,
  rollEnchant,
  rollRefine,
  type SlotUpgrade,
} from '@demonbane/game/slot-upgrades';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { firstSeed } from '../../test/seeds';
import { currencyLedger, heroes, slotUpgrades } from '../../db/schema';

const { app, database, seeds } = await createTestApp();
const db = database.db;

const refine = (p: TestPlayer, slot = 'weapon', key?: string) =>
  keyedPost(app, p, '/api/upgrades/refine', { slot }, key);
const enchant = (p: TestPlayer, slot = 'weapon') =>
  keyedPost(app, p, '/api/upgrades/enchant', { slot });
const setGold = (p: TestPlayer, gold: number) =>
  db.update(heroes).set({ gold }).where(eq(heroes.userId, p.userId));
const goldOf = async (p: TestPlayer) =>
  (await db.select({ gold: heroes.gold }).from(heroes).where(eq(heroes.userId, p.userId)))[0]!.gold;
const ledgerOf = (p: TestPlayer, kind: 'refine' | 'enchant') =>
  db
    .select()
    .from(currencyLedger)
    .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, kind)));
const rowOf = async (p: TestPlayer, slot: 'weapon' | 'armor' | 'acc') =>
  (
    await db
      .select()
      .from(slotUpgrades)
      .where(and(eq(slotUpgrades.userId, p.userId), eq(slotUpgrades.slot, slot)))
  )[0];

/** A seed whose first refining roll at `refine` with no failures wins (or loses). */
const refineSeed = (refineStep: number, success: boolean) =>
  firstSeed((s) => createRng(s).int(1, 100) <= refineChance(refineStep, 0) === success);

describe('POST /upgrades', () => {
  it('lists the three slots with the first prices and odds, nothing done yet', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/upgrades');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gold).toBe(await goldOf(p));
    expect(res.json().slots).toEqual(
      ['weapon', 'armor', 'acc'].map((type) => ({
        type,
        refine: 0,
        max_refine: REFINE.max,
        refine_cost: refineCost(0),
        refine_chance: refineChance(0, 0),
        fails: 0,
        enchant: null,
        enchant_cost: enchantCost(0),
        enchant_rolls: 0,
      })),
    );
  });
});

describe('POST /upgrades/refine', () => {
  it('a failed try costs its gold and raises the next chance; a won one raises the step', async () => {
    const p = await createHero(app);
    const purse = 2 * refineCost(0)!;
    await setGold(p, purse);
    seeds.push(refineSeed(0, false));
    const lost = await refine(p);
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({
      success: false,
      gold: purse - refineCost(0)!,
      slot: { refine: 0, fails: 1, refine_chance: refineChance(0, 1) },
    });
    seeds.push(refineSeed(0, true));
    const won = await refine(p);
    expect(won.json()).toMatchObject({
      success: true,
      gold: 0,
      slot: { refine: 1, fails: 0, refine_cost: refineCost(1) },
    });
    expect(await rowOf(p, 'weapon')).toMatchObject({ refine: 1, fails: 0 });
    const rows = await ledgerOf(p, 'refine');
    expect(rows.map((r) => [r.delta, r.ref])).toEqual([
      [-refineCost(0)!, 'weapon:1'],
      [-refineCost(0)!, 'weapon:1'],
    ]);
  });

  it('draws every try from the injected RNG: sixty seeded tries replay exactly', async () => {
    const p = await createHero(app);
    await setGold(p, 2_000_000_000);
    const series: Seed[] = Array.from({ length: 60 }, (_, i) => [i + 11, 0xbeef, i * 7, 3]);
    let expected: SlotUpgrade = NO_UPGRADE;
    let spent = 0;
    let successes = 0;
    for (const seed of series) {
      const roll = rollRefine(expected, createRng(seed));
      seeds.push(seed);
      const res = await refine(p, 'armor');
      if (!roll.ok) {
        expect(res.statusCode).toBe(409);
        continue;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().success).toBe(roll.success);
      spent += roll.cost;
      successes += roll.success ? 1 : 0;
      expected = roll.next;
    }
    // Both outcomes happen over the series, and the books agree with what was played.
    expect(successes).toBeGreaterThan(0);
    expect(successes).toBeLessThan(60);
    expect(await rowOf(p, 'armor')).toMatchObject({
      refine: expected.refine,
      fails: expected.fails,
    });
    expect(await goldOf(p)).toBe(2_000_000_000 - spent);
    const rows = await ledgerOf(p, 'refine');
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(-spent);
  });

  it('refuses a hero who cannot pay, and a slot at the top', async () => {
    const p = await createHero(app);
    await setGold(p, refineCost(0)! - 1);
    const poor = await refine(p);
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toEqual({ message: `Not enough gold: it costs ${refineCost(0)}.` });
    expect(await rowOf(p, 'weapon')).toBeUndefined();
    expect(await goldOf(p)).toBe(refineCost(0)! - 1);
    await db.insert(slotUpgrades).values({ userId: p.userId, slot: 'acc', refine: REFINE.max });
    await setGold(p, 1_000_000_000);
    const top = await refine(p, 'acc');
    expect(top.statusCode).toBe(409);
    expect(top.json()).toEqual({ message: 'Your accessory is refined as far as it goes.' });
    expect(await goldOf(p)).toBe(1_000_000_000);
  });

  it("two tries at once with one try's gold: one pays, the other is refused, gold never below 0", async () => {
    const p = await createHero(app);
    await setGold(p, refineCost(0)!);
    const answers = await Promise.all([refine(p, 'weapon', 'a'), refine(p, 'armor', 'b')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await goldOf(p)).toBe(0);
    expect(await ledgerOf(p, 'refine')).toHaveLength(1);
  });

  it('two tries at once on one slot: each sees the other, two wins make +2', async () => {
    const p = await createHero(app);
    await setGold(p, 100_000);
    // A roll that wins at the first step and the second alike.
    const sure = firstSeed((s) => createRng(s).int(1, 100) <= refineChance(1, 0));
    seeds.push(sure, sure);
    const answers = await Promise.all([refine(p, 'weapon', 'c'), refine(p, 'weapon', 'd')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().slot.refine).sort()).toEqual([1, 2]);
    expect(await rowOf(p, 'weapon')).toMatchObject({ refine: 2, fails: 0 });
    expect(await goldOf(p)).toBe(100_000 - refineCost(0)! - refineCost(1)!);
  });

  it('raises the worn piece in the hero view: slot stats, totals and the refine step', async () => {
    const p = await createHero(app);
    const before = (await p.post('/api/user')).json().user;
    await db.insert(slotUpgrades).values({ userId: p.userId, slot: 'weapon', refine: 5 });
    const after = (await p.post('/api/user')).json().user;
    const knife = pieceStats(equipmentById('hunters-knife'), 'Common');
    const refined = refinedStats(knife, 5);
    expect(after.equipment[0]).toMatchObject({ type: 'weapon', refine: 5, stats: refined });
    expect(after.user_atk - before.user_atk).toBe(refined.atk - knife.atk);
    expect(after.equipment_stats.atk - before.equipment_stats.atk).toBe(refined.atk - knife.atk);
  });
});

describe('POST /upgrades/enchant', () => {
  it('draws an enchantment from the injected RNG, each draw dearer, shown on the worn slot', async () => {
    const p = await createHero(app);
    await setGold(p, 100_000);
    const first: Seed = [1, 2, 3, 4];
    const second: Seed = [5, 6, 7, 8];
    const one = rollEnchant(NO_UPGRADE, createRng(first));
    const two = rollEnchant(one.next, createRng(second));
    seeds.push(first, second);
    const a = await enchant(p);
    const b = await enchant(p);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      gold: 100_000 - enchantCost(0),
      slot: { enchant: one.next.enchant!, enchant_rolls: 1, enchant_cost: enchantCost(1) },
    });
    expect(b.json()).toMatchObject({
      gold: 100_000 - enchantCost(0) - enchantCost(1),
      slot: { enchant: two.next.enchant!, enchant_rolls: 2 },
    });
    expect(enchantCost(1)).toBeGreaterThan(enchantCost(0));
    expect((await ledgerOf(p, 'enchant')).map((r) => [r.delta, r.ref])).toEqual([
      [-enchantCost(0), 'weapon:1'],
      [-enchantCost(1), 'weapon:2'],
    ]);
    const { user } = (await p.post('/api/user')).json();
    expect(user.equipment[0].enchant).toMatchObject(two.next.enchant!);
  });

  it('counts in the fight’s traits from its waking level, not before', async () => {
    const p = await createHero(app);
    const enchanted = { ...NO_UPGRADE, enchant: { kind: 'crit' as const, value: 9 } };
    await db.insert(slotUpgrades).values({
      userId: p.userId,
      slot: 'weapon',
      enchantKind: 'crit',
      enchantValue: 9,
      enchantRolls: 1,
    });
    const critAt = async (level: number) => {
      await db.update(heroes).set({ level }).where(eq(heroes.userId, p.userId));
      return (await p.post('/api/user')).json().user.equipment_traits.crit as number;
    };
    const asleep = await critAt(ENCHANT.wakeLevel - 1);
    expect(await critAt(ENCHANT.wakeLevel)).toBe(asleep + enchanted.enchant.value);
  });

  it('refuses a hero who cannot pay', async () => {
    const p = await createHero(app);
    await setGold(p, enchantCost(0) - 1);
    expect((await enchant(p)).statusCode).toBe(409);
    expect(await ledgerOf(p, 'enchant')).toEqual([]);
  });
});
