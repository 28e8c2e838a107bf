import { eq } from 'drizzle-orm';
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
