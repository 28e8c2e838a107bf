import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestApp } from '../test/test-app';
import { createHero } from '../test/fixtures';
import {
  builtStatement,
  setValues,
  type Placeholders,
  type StatementBuilder,
} from './built-statement';
import { battles, heroBuffs, heroes, users } from './schema';
import { queryRows } from './database';

const { app, database } = await createTestApp();
const db = database.db;

/** A hero with a battle (jsonb tactics, arrays) and a timed buff (a timestamp in JSON). */
async function heroInBattle() {
  const p = await createHero(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/hunt/set-hunt',
    headers: { authorization: `Bearer ${p.token}` },
    payload: { hunt: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  await db
    .update(battles)
    .set({ tactics: { resource: 3, cooldowns: { 'heavy-strike': 1 } } as never })
    .where(eq(battles.userId, p.userId));
  await db.insert(heroBuffs).values({
    userId: p.userId,
    buffId: 'scroll-might' as never,
    battlesLeft: null,
    expiresAt: new Date('2030-01-02T03:04:05.678Z'),
  });
  return p;
}

const buffs = sql<{ buffId: string; expiresAt: string | null }[]>`(
  SELECT coalesce(json_agg(json_build_object('buffId', ${heroBuffs.buffId},
    'expiresAt', ${heroBuffs.expiresAt})), '[]'::json)
  FROM ${heroBuffs} WHERE ${heroBuffs.userId} = ${heroes.userId})`;

/** The select under test, on whichever builder is given (the statement builder or db). */
const selectHeroAndBattle = (q: Pick<StatementBuilder, 'select'>) =>
  q
    .select({
      hero: { userId: heroes.userId, hpUpdatedAt: heroes.hpUpdatedAt, name: users.username },
      battle: { log: battles.log, seed: battles.seed, tactics: battles.tactics },
      buffs,
      inBattle: sql<boolean>`${battles.userId} IS NOT NULL`,
    })
    .from(heroes)
    .innerJoin(users, eq(users.id, heroes.userId))
    .leftJoin(battles, eq(battles.userId, heroes.userId));

const heroAndBattle = builtStatement<{ userId: string }, unknown[]>((q, p) =>
  selectHeroAndBattle(q).where(eq(heroes.userId, p.userId)),
);

/** The same select built the usual way, per call, by drizzle. */
const heroAndBattleByDrizzle = (userId: string) =>
  selectHeroAndBattle(db).where(eq(heroes.userId, userId));

describe('builtStatement', () => {
  it('maps rows as drizzle does: nested objects, Dates, jsonb, arrays, JSON subqueries', async () => {
    const p = await heroInBattle();
    const rows = await heroAndBattle.run(db, { userId: p.userId });
    expect(rows).toEqual(await heroAndBattleByDrizzle(p.userId));
    const [row] = rows as Awaited<ReturnType<typeof heroAndBattleByDrizzle>>;
    expect(row!.hero.hpUpdatedAt).toBeInstanceOf(Date);
    expect(row!.battle!.tactics).toEqual({ resource: 3, cooldowns: { 'heavy-strike': 1 } });
    expect(row!.battle!.seed).toHaveLength(4);
    expect(row!.buffs).toEqual([{ buffId: 'scroll-might', expiresAt: expect.any(String) }]);
    expect(new Date(row!.buffs[0]!.expiresAt!).toISOString()).toBe('2030-01-02T03:04:05.678Z');
  });

  it('leaves a left-joined table null when its row is missing, as drizzle does', async () => {
    const p = await createHero(app);
    const rows = await heroAndBattle.run(db, { userId: p.userId });
    expect(rows).toEqual(await heroAndBattleByDrizzle(p.userId));
    expect(rows).toMatchObject([{ battle: null, inBattle: false }]);
  });

  it('builds its SQL once: running it builds nothing and sends the same text', async () => {
    const p = await createHero(app);
    expect(heroAndBattle.text).toBe(heroAndBattleByDrizzle(p.userId).toSQL().sql);
    const building = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      await heroAndBattle.run(db, { userId: p.userId });
      await db.transaction((tx) => heroAndBattle.run(tx, { userId: p.userId }));
      // Only the transaction's BEGIN/COMMIT are built (node-postgres), never the statement.
      const built = building.mock.calls.map(([query]) => new PgDialect().sqlToQuery(query).sql);
      expect(built.every((text) => /^(begin|commit)$/.test(text))).toBe(true);
    } finally {
      building.mockRestore();
    }
  });

  it('binds values by name, in the order the text uses them', async () => {
    const difference = builtStatement<{ a: number; b: number }>(
      (_, p) => sql`SELECT ${p.b}::int - ${p.a}::int AS d, ${p.a}::int AS a`,
    );
    expect(await difference.run(db, { a: 2, b: 10 })).toEqual([{ d: 8, a: 2 }]);
    expect(await difference.run(db, { a: 5, b: 1 })).toEqual([{ d: -4, a: 5 }]);
  });

  it('runs on the transaction it is given: its write is rolled back with it', async () => {
    const p = await createHero(app);
    const setLevel = builtStatement((q, v: Placeholders<{ userId: string; level: number }>) =>
      q
        .update(heroes)
        .set({ level: setValues(v).level })
        .where(eq(heroes.userId, v.userId)),
    );
    const levelOf = async () =>
      (
        await queryRows<{ level: number }>(
          db,
          sql`SELECT level FROM heroes WHERE user_id = ${p.userId}`,
        )
      )[0]!.level;
    const before = await levelOf();
    await expect(
      db.transaction(async (tx) => {
        await setLevel.run(tx, { userId: p.userId, level: 42 });
        const [seen] = await tx
          .select({ level: heroes.level })
          .from(heroes)
          .where(eq(heroes.userId, p.userId));
        expect(seen!.level).toBe(42);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await levelOf()).toBe(before);
    await setLevel.run(db, { userId: p.userId, level: 7 });
    expect(await levelOf()).toBe(7);
  });

  it('writes null for a null value where a column encodes (a timestamp)', async () => {
    const p = await createHero(app);
    const dismiss = builtStatement((q, v: Placeholders<{ userId: string; at: Date | null }>) =>
      q
        .update(heroes)
        .set({ guideDismissedAt: setValues(v).at })
        .where(eq(heroes.userId, v.userId))
        .returning({ at: heroes.guideDismissedAt }),
    );
    const at = new Date('2031-05-06T07:08:09.010Z');
    expect(await dismiss.run(db, { userId: p.userId, at })).toEqual([{ at }]);
    expect(await dismiss.run(db, { userId: p.userId, at: null })).toEqual([{ at: null }]);
  });
});
