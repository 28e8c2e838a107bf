import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { roundRng } from '@demonbane/game/battle/battle-rng';
import type { Seed } from '@demonbane/game/rng';
import { seedToColumn } from '../infra/actions/random';
import { firstSeed } from './seeds';
import type { Database } from '../db/database';
import { battles, heroes } from '../db/schema';
import type { TestApp } from './test-app';
import type { TestPlayer } from './fixtures';

/**
 * Shortcuts written straight to the database, for tests about how fights end: a
 * hero strong enough to win any early floor, a monster one blow from death.
 */
export function battleShortcuts(db: Database, clock: TestApp['clock']) {
  return {
    makeStrong: (p: TestPlayer) =>
      db
        .update(heroes)
        .set({ jobId: 'berserker', level: 40, hp: 5000, hpUpdatedAt: clock.now })
        .where(eq(heroes.userId, p.userId)),
    oneHitLeft: (p: TestPlayer) =>
      db.update(battles).set({ monsterHp: 1 }).where(eq(battles.userId, p.userId)),
    /**
     * Dice under which the hero's next swing lands (never a miss), for a test that needs
     * one given round to end the fight; it replaces any seed a test queued for the battle.
     */
    sureHit: async (p: TestPlayer) => {
      const [battle] = await db
        .select({ round: battles.round })
        .from(battles)
        .where(eq(battles.userId, p.userId));
      if (!battle) throw new Error('no battle to steer');
      await db
        .update(battles)
        .set({ seed: seedToColumn(seedOfSureHit(battle.round)) })
        .where(eq(battles.userId, p.userId));
    },
    /** The hero's HP as of now (regeneration counts from this moment). */
    setHp: (p: TestPlayer, hp: number) =>
      db.update(heroes).set({ hp, hpUpdatedAt: clock.now }).where(eq(heroes.userId, p.userId)),
    /** A level 1 Imp on the explorer's tile, as a step into it would start. */
    meetImp: (p: TestPlayer, monsterHp: number, seed: number[]) =>
      db.insert(battles).values({
        userId: p.userId,
        kind: 'explore',
        monsterId: 'imp',
        monsterLevel: 1,
        monsterHp,
        seed,
        log: ['A level 1 Imp blocks your path!'],
      }),
  };
}

/**
 * A seed whose round `round` lands the hero's swing whoever strikes first: every hit
 * chance is at least 70 %, and a strike's hit roll is its first draw (the hero's is the
 * first or, after the monster's four, the fifth).
 */
function seedOfSureHit(round: number): Seed {
  return firstSeed((seed) => {
    const rng = roundRng(seed, round);
    const draws = Array.from({ length: 5 }, () => rng.int(1, 100));
    return draws[0]! <= 70 && draws[4]! <= 70;
  });
}

/**
 * The answer to leaving a novice's first fight (a level 1 monster): the flight costs
 * 13 gold, half a defeat. `leaving` says where from, as the message does.
 */
export function expectNoviceFled(res: LightMyRequestResponse, leaving: string) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    message: `You flee the fight and ${leaving}. You lose 13 gold, half what a defeat costs.`,
    fled: true,
    gold_lost: 13,
  });
}
