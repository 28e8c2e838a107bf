import { randomInt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AuditResponse } from '@demonbane/shared/gacha-schemas';
import { createTestApp } from '../../test/test-app';
import { createHero, registerPlayer } from '../../test/fixtures';
import { queryRows, type Queryable, type Tx } from '../../db/database';
import { gachaDraws, gachaPity, heroes } from '../../db/schema';
import { AUDIT_TOTALS, audit, auditFromTotals, foldGachaDraws } from './gacha-audit';

const { app, database } = await createTestApp();
const db = database.db;
const onPostgres = database.kind === 'postgres';

/**
 * The counts as the audit made them before the running totals: every draw counted
 * on each call. The reference the folded totals must match exactly.
 */
async function recount(q: Queryable): Promise<AuditResponse> {
  const totals = await q
    .select({
      boxIndex: gachaDraws.boxIndex,
      rolled: sql<string>`coalesce(${gachaDraws.rolled}, '')`,
      source: gachaDraws.source,
      n: count(),
    })
    .from(gachaDraws)
    .groupBy(gachaDraws.boxIndex, sql`2`, gachaDraws.source);
  return auditFromTotals(totals.map((t) => ({ ...t, n: Number(t.n) })));
}

/**
 * Runs `fn` on one snapshot. On PostgreSQL other test files draw at the same time;
 * REPEATABLE READ keeps their draws out of a comparison made across several statements.
 */
const inOneSnapshot = <T>(fn: (tx: Tx) => Promise<T>) =>
  db.transaction(fn, { isolationLevel: 'repeatable read' });

/** Folds until nothing is left; returns how many draws were folded. */
async function foldAll(q: Queryable = db, limit?: number): Promise<number> {
  let total = 0;
  for (let n = await foldGachaDraws(q, limit); n > 0; n = await foldGachaDraws(q, limit))
    total += n;
  return total;
}

/**
 * A box index no real box and no other test uses: the draws written there are this
 * test's alone, so their totals can be checked exactly while other files draw.
 */
const privateBox = () => 1_000_000 + randomInt(1_000_000_000);

/** The four kinds of draw, in turn: plain roll, empty outcome, pity, x11 upgrade. */
const KINDS = [
  { rolled: 'Common', source: 'roll' },
  { rolled: 'null', source: 'roll' },
  { rolled: null, source: 'pity' },
  { rolled: 'Rare', source: 'guarantee' },
] as const;

/** Inserts `n` draws on `box` cycling through KINDS; returns their ids. */
async function insertDraws(userId: string, box: number, n: number, first = 0): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`
    INSERT INTO gacha_draws (user_id, box_index, rolled, source, created_at)
    SELECT ${userId}::uuid, ${box}::int,
           (ARRAY['Common', 'null', NULL, 'Rare'])[1 + i % 4],
           (ARRAY['roll', 'roll', 'pity', 'guarantee'])[1 + i % 4],
           now()
    FROM generate_series(${first}::int, ${first + n - 1}::int) AS i
    RETURNING id`,
  );
  return rows.map((r) => Number(r.id));
}

/** What `n` draws from insertDraws (starting at kind 0) must add up to. */
function expectedCounts(n: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const key = `${kind.rolled ?? ''}|${kind.source}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The running totals of one box, as `rolled|source` → n. */
async function foldedCounts(box: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ rolled: string; source: string; n: number | string }>(
    db,
    sql`SELECT rolled, source, n FROM gacha_audit_counts WHERE box_index = ${box}`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.rolled}|${r.source}`, Number(r.n)]));
}

/** What the audit's statement answers for one box (folded totals plus unfolded draws). */
async function auditedCounts(box: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ rolled: string; source: string; n: number | string }>(
    db,
    sql`SELECT rolled, source, n FROM (${AUDIT_TOTALS}) AS t WHERE box_index = ${box}`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.rolled}|${r.source}`, Number(r.n)]));
}

const unfoldedOf = async (box: number) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM gacha_draws WHERE box_index = ${box} AND NOT folded`,
    )
  )[0]!.n;

describe('the gacha audit’s running totals', () => {
  it('answers exactly what a full recount does, before, between and after folds', async () => {
    const p = await createHero(app);
    await db
      .update(heroes)
      .set({ gold: 10_000_000, soul: 100_000 })
      .where(eq(heroes.userId, p.userId));
    const mine = () =>
      db
        .select({ rolled: gachaDraws.rolled, source: gachaDraws.source })
        .from(gachaDraws)
        .where(eq(gachaDraws.userId, p.userId));
    // A pity draw (no plain roll: rolled is NULL).
    await db.insert(gachaPity).values({ userId: p.userId, boxIndex: 0, sinceEpic: 59 });
    expect((await p.post('/api/gacha', { box: 0, amount: 1 })).json().items[0].source).toBe('pity');
    // x11 draws until one was upgraded, and empty outcomes from the satchel.
    for (let i = 0; i < 60 && !(await mine()).some((d) => d.source === 'guarantee'); i++)
      expect((await p.post('/api/gacha', { box: 0, amount: 11 })).statusCode).toBe(200);
    for (let i = 0; i < 30 && !(await mine()).some((d) => d.rolled === 'null'); i++)
      expect((await p.post('/api/gacha', { box: 2, amount: 1 })).statusCode).toBe(200);
    expect((await p.post('/api/gacha', { box: 1, amount: 11 })).statusCode).toBe(200);
    const drawn = await mine();
    expect(new Set(drawn.map((d) => d.source))).toEqual(new Set(['roll', 'pity', 'guarantee']));
    expect(drawn.some((d) => d.rolled === null)).toBe(true);
    expect(drawn.some((d) => d.rolled === 'null')).toBe(true);

    const before = await inOneSnapshot(async (tx) => {
      const start = await audit(tx);
      expect(start).toEqual(await recount(tx));
      expect(await foldGachaDraws(tx, 5)).toBe(5);
      expect(await audit(tx)).toEqual(start);
      expect(await foldAll(tx, 7)).toBeGreaterThanOrEqual(drawn.length - 5);
      expect(await audit(tx)).toEqual(start);
      return start;
    });
    for (const box of [0, 1, 2]) expect(before.boxes[box]!.rolls).toBeGreaterThan(0);
    expect(before.boxes[0]!.pity_draws).toBeGreaterThan(0);
    expect(before.boxes[0]!.guarantee_upgrades).toBeGreaterThan(0);
    expect(before.boxes[2]!.rates.find((r) => r.key === 'null')!.observed).toBeGreaterThan(0);

    // Committed: the player's draws are folded, and a fresh audit still matches.
    const [left] = await db
      .select({ n: count() })
      .from(gachaDraws)
      .where(and(eq(gachaDraws.userId, p.userId), eq(gachaDraws.folded, false)));
    expect(Number(left!.n)).toBe(0);
    await inOneSnapshot(async (tx) => expect(await audit(tx)).toEqual(await recount(tx)));
    expect((await app.inject({ method: 'GET', url: '/api/gacha/audit' })).statusCode).toBe(200);
  });

  it('counts nothing twice when folding again', async () => {
    const { userId } = await registerPlayer(app);
    const box = privateBox();
    await insertDraws(userId, box, 40);
    expect(await auditedCounts(box)).toEqual(expectedCounts(40));
    expect(await foldAll()).toBeGreaterThanOrEqual(40);
    expect(await foldedCounts(box)).toEqual(expectedCounts(40));
    // Once everything this snapshot sees is folded, another fold finds nothing.
    expect(
      await inOneSnapshot(async (tx) => {
        await foldAll(tx);
        return foldGachaDraws(tx);
      }),
    ).toBe(0);
    await foldAll();
    await foldAll();
    expect(await foldedCounts(box)).toEqual(expectedCounts(40));
    expect(await auditedCounts(box)).toEqual(expectedCounts(40));
    expect(await unfoldedOf(box)).toBe(0);
  });

  it('counts each draw once when several servers fold at the same time', async () => {
    const { userId } = await registerPlayer(app);
    const box = privateBox();
    const n = 4000;
    await insertDraws(userId, box, n);
    // Eight folders in parallel (on PostgreSQL each on its own connection), small batches.
    const folded = await Promise.all(Array.from({ length: 8 }, () => foldAll(db, 50)));
    expect(folded.reduce((s, x) => s + x, 0)).toBeGreaterThanOrEqual(n);
    if (onPostgres) expect(folded.filter((x) => x > 0).length).toBeGreaterThan(1);
    expect(await foldedCounts(box)).toEqual(expectedCounts(n));
    expect(await unfoldedOf(box)).toBe(0);
  });

  it('counts a draw that appears after a higher id was folded', async () => {
    const { userId } = await registerPlayer(app);
    const box = privateBox();
    // The id a slow transaction took first, but whose row appears only later.
    const [reserved] = await queryRows<{ id: number | string }>(
      db,
      sql`SELECT nextval(pg_get_serial_sequence('gacha_draws', 'id')) AS id`,
    );
    const early = Number(reserved!.id);
    const [later] = await insertDraws(userId, box, 1);
    expect(early).toBeLessThan(later!);
    await foldAll();
    expect(await foldedCounts(box)).toEqual(expectedCounts(1));

    await db.execute(sql`
      INSERT INTO gacha_draws (id, user_id, box_index, rolled, source, created_at)
      VALUES (${early}, ${userId}::uuid, ${box}::int, 'null', 'roll', now())`);
    // Counted by the audit before any fold, then folded once.
    expect(await auditedCounts(box)).toEqual(expectedCounts(2));
    await foldAll();
    expect(await foldedCounts(box)).toEqual(expectedCounts(2));
    expect(await unfoldedOf(box)).toBe(0);
  });

  it.skipIf(!onPostgres)(
    'counts a draw whose transaction commits after a later id’s was folded',
    async () => {
      const { userId } = await registerPlayer(app);
      const box = privateBox();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let inserted!: (id: number) => void;
      const earlyId = new Promise<number>((resolve) => (inserted = resolve));
      // A draw's transaction takes its id, then stays open.
      const slow = db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number | string }>(
          tx,
          sql`
          INSERT INTO gacha_draws (user_id, box_index, rolled, source, created_at)
          VALUES (${userId}::uuid, ${box}::int, 'Common', 'roll', now()) RETURNING id`,
        );
        inserted(Number(row!.id));
        await released;
      });
      const early = await earlyId;
      const [later] = await insertDraws(userId, box, 2, 1);
      expect(early).toBeLessThan(later!);
      await foldAll();
      // The open transaction's draw is not visible yet: only the two later ones are folded.
      expect(await foldedCounts(box)).toEqual({ 'null|roll': 1, '|pity': 1 });
      release();
      await slow;
      // Committed now, below ids already folded: the audit sees it, and the next fold counts it.
      expect(await auditedCounts(box)).toEqual(expectedCounts(3));
      await foldAll();
      expect(await foldedCounts(box)).toEqual(expectedCounts(3));
      expect(await unfoldedOf(box)).toBe(0);
    },
  );

  it('reads the unfolded draws through their partial index, not the whole table', async () => {
    const { userId } = await registerPlayer(app);
    await insertDraws(userId, privateBox(), 20_000);
    await foldAll();
    await db.execute(sql`ANALYZE gacha_draws`);

    const execute = vi.spyOn(db, 'execute');
    let statements: unknown[];
    try {
      await audit(db);
      statements = execute.mock.calls.map((call) => call[0]);
    } finally {
      execute.mockRestore();
    }
    // One statement, so one snapshot; and its plan reaches the draws only through the index.
    expect(statements).toHaveLength(1);
    const plan = (
      await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`EXPLAIN ${statements[0] as typeof AUDIT_TOTALS}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('gacha_draws_unfolded_idx');
    expect(plan).not.toMatch(/Seq Scan on gacha_draws\b/);
  });
});

describe('the gacha audit’s verdict', () => {
  /** The Ashen Coffer's plain rolls, `scale` times the counts of the finding's 14 draws. */
  const coffer = (scale: number) =>
    auditFromTotals(
      [
        ['Common', 5],
        ['Uncommon', 3],
        ['Rare', 2],
        ['Epic', 3],
        ['Legendary', 1],
      ].map(([rolled, n]) => ({
        boxIndex: 0,
        rolled: rolled as string,
        source: 'roll',
        n: (n as number) * scale,
      })),
    ).boxes.find((b) => b.index === 0)!;

  it('raises no alarm on 14 draws, however far they stray, and says how many it waits for', () => {
    const early = coffer(1);
    expect(early.rolls).toBe(14);
    expect(early.p_value).toBeLessThan(0.01);
    expect(early.verdict).toBe('early');
    // The Legendary's 0.5% is expected 5 times in 1,000 rolls.
    expect(early.rolls_for_fair_test).toBe(1000);
  });

  it('calls the same shares out once the sample is large enough', () => {
    const judged = coffer(100);
    expect(judged.rolls).toBe(1400);
    expect(judged.verdict).toBe('stray');
  });
});
