import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { createHero, expectOutOfTower, type TestPlayer } from '../../test/fixtures';
import { battles, currencyLedger, heroItems, heroes } from '../../db/schema';

/**
 * Issue 33, findings 5 and 6: a potion drunk in a fight takes the hero's turn, and a
 * fight costs against the purse it began with.
 */
const { app, database, clock } = await createTestApp();
const db = database.db;
const { makeStrong, setHp } = battleShortcuts(db, clock);

const heroRow = async (p: TestPlayer) =>
  (await db.select().from(heroes).where(eq(heroes.userId, p.userId)))[0]!;
const battleRow = async (p: TestPlayer) =>
  (await db.select().from(battles).where(eq(battles.userId, p.userId)))[0];
const givePotions = (p: TestPlayer, qty: number) =>
  db
    .update(heroItems)
    .set({ qty })
    .where(and(eq(heroItems.userId, p.userId), eq(heroItems.itemId, 'potion-minor')));

/** A tower floor whose monster out-hits a Minor Healing Potion (+60 HP) every round. */
async function strongFloor(p: TestPlayer) {
  expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
  await db.update(battles).set({ monsterLevel: 50 }).where(eq(battles.userId, p.userId));
}

describe('a potion in a fight takes the turn (finding 5)', () => {
  it('the monster acts in the round of the drink, and the answer says so', async () => {
    const p = await createHero(app);
    await strongFloor(p);
    const before = await battleRow(p);
    await setHp(p, 20);
    const res = await p.post('/api/inventory/use-item', { itemId: 'potion-minor' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.round.log[0]).toBe('You drink a Minor Healing Potion: HP 80/130.');
    // The monster's action follows in the same round: a hit, a miss, or the end.
    expect(body.round.log[1]).toMatch(
      /^(Critical hit! )?The .+ (hits you for \d+ damage|attacks, but you evade)/,
    );
    expect(body.message).toBe(body.round.log.join(' '));
    const after = await battleRow(p);
    // A round was played, the monster untouched: the drink was the hero's whole turn.
    expect(after?.round ?? before!.round + 1).toBe(before!.round + 1);
    if (after) expect(after.monsterHp).toBe(before!.monsterHp);
    expect(body.user_hp).toBe(body.round.outcome === 'lost' ? 0 : (await heroRow(p)).hp);
  });

  it('drinking every round no longer wins: the monster is never struck and the hero falls', async () => {
    const p = await createHero(app);
    await strongFloor(p);
    const { monsterHp } = (await battleRow(p))!;
    await givePotions(p, 60);
    await setHp(p, 20);
    const goldBefore = (await heroRow(p)).gold;
    let last;
    let drinks = 0;
    for (; drinks < 60; drinks++) {
      const res = await p.post('/api/inventory/use-item', { itemId: 'potion-minor' });
      if (res.statusCode === 409) {
        // HP full: nothing to drink for; the old exploit then attacked for free.
        expect(res.json().message).toBe('Your HP is already full.');
        const attack = await p.post('/api/hunt/hunt-attack');
        expect(attack.statusCode).toBe(200);
        if (attack.json().user_hp === 0) break;
        continue;
      }
      expect(res.statusCode, res.body).toBe(200);
      last = res.json();
      if (last.round.outcome === 'lost') break;
      expect((await battleRow(p))!.monsterHp).toBeLessThanOrEqual(monsterHp);
    }
    // Lost long before the potions ran out: each drink let a blow through.
    expect(drinks).toBeLessThan(60);
    expect((await heroRow(p)).hp).toBe(0);
    expect(await battleRow(p)).toBeUndefined();
    expect((await heroRow(p)).gold).toBeLessThan(goldBefore);
    await expectOutOfTower(p);
  });

  it('auto-battle with potions drinks as a round of its own, the monster acting in it', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    // A monster that survives the first round and cannot fell 110 HP in one: below the
    // threshold after it (110 of 130 < 90%), the hero drinks. A level-50 one sometimes
    // ended the fight in the first round, before any drink.
    await db.update(battles).set({ monsterLevel: 12 }).where(eq(battles.userId, p.userId));
    await givePotions(p, 3);
    await setHp(p, 110);
    const res = await p.post('/api/hunt/auto-battle', { until_hp_below: 90, potions: true });
    expect(res.statusCode, res.body).toBe(200);
    const drinkRounds = (res.json().round_logs as string[][]).filter((r) =>
      r[0]!.startsWith('You drink'),
    );
    expect(drinkRounds.length).toBeGreaterThan(0);
    for (const r of drinkRounds) expect(r.length).toBeGreaterThan(1);
  });
});

describe('fleeing costs against the purse at the start (finding 6)', () => {
  it('spending gold mid-fight no longer cuts the flee cost', async () => {
    const p = await createHero(app);
    await makeStrong(p); // level 40: a flight costs 5% of the purse
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    expect((await heroRow(p)).gold).toBe(1500);
    expect((await p.post('/api/hunt/initialize')).json().flee_gold_loss).toBe(75);
    // The old exploit: spend most of the purse, then flee for a fraction.
    const bought = await p.post('/api/shop/purchase', {
      itemId: 'potion-minor',
      type: 'gold',
      qty: 40,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const left = (await heroRow(p)).gold;
    expect(left).toBeLessThan(1000);
    expect((await p.post('/api/hunt/initialize')).json().flee_gold_loss).toBe(75);
    const fled = await p.post('/api/hunt/clear-hunt');
    expect(fled.json()).toMatchObject({ fled: true, gold_lost: 75 });
    expect((await heroRow(p)).gold).toBe(left - 75);
  });

  it('never takes more than the hero holds', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    await db.update(heroes).set({ gold: 4 }).where(eq(heroes.userId, p.userId));
    const fled = await p.post('/api/hunt/clear-hunt');
    expect(fled.json()).toMatchObject({ fled: true, gold_lost: 4 });
    expect((await heroRow(p)).gold).toBe(0);
    const ledger = await db
      .select({ delta: currencyLedger.delta })
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, 'defeat')));
    expect(ledger).toEqual([{ delta: -4 }]);
  });
});
