import { sql } from 'drizzle-orm';
import { auditVerdict, rollsForFairTest } from '@demonbane/game/audit-verdict';
import { chiSquare } from '@demonbane/game/chi-square';
import { BOXES, publishedRates } from '@demonbane/game/gacha';
import type { AuditResponse } from '@demonbane/shared/gacha-schemas';
import { queryRows, type Queryable } from '../../db/database';

/**
 * The public audit, kept cheap with running totals. `gacha_audit_counts` holds the
 * draws already folded in (per box, plain roll and source); the audit adds the few
 * draws not folded yet, found through the partial index on unfolded rows. The
 * answer is the same as counting every draw, at any moment.
 */

/** Draws per box, plain roll ('' when a pity draw made none) and source. */
interface AuditCount {
  box_index: number;
  rolled: string;
  source: string;
  n: number | string;
}

/**
 * The audit's one statement: the folded totals plus the unfolded draws, grouped
 * the same way. One statement reads one snapshot, so a fold committing meanwhile
 * is seen whole (rows flagged and totals raised) or not at all.
 */
export const AUDIT_TOTALS = sql`
  SELECT box_index, rolled, source, sum(n)::bigint AS n
  FROM (
    SELECT box_index, rolled, source, n FROM gacha_audit_counts
    UNION ALL
    SELECT box_index, coalesce(rolled, ''), source, count(*)
    FROM gacha_draws WHERE NOT folded
    GROUP BY 1, 2, 3
  ) AS totals
  GROUP BY box_index, rolled, source`;

/**
 * Folds up to `limit` unfolded draws into gacha_audit_counts; returns how many.
 * One statement flags the draws and adds them to the totals, so each draw is
 * counted exactly once: SKIP LOCKED lets several servers fold at once without
 * taking the same rows, and a draw whose transaction commits after a later id's
 * is simply still unfolded when the next fold runs (there is no high-water mark).
 */
export async function foldGachaDraws(db: Queryable, limit = 10_000): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`
    WITH picked AS (
      UPDATE gacha_draws SET folded = true
      WHERE id IN (
        SELECT id FROM gacha_draws WHERE NOT folded
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING box_index, rolled, source
    ), added AS (
      INSERT INTO gacha_audit_counts (box_index, rolled, source, n)
      SELECT box_index, coalesce(rolled, ''), source, count(*) FROM picked
      GROUP BY 1, 2, 3
      -- Every folder locks the totals' rows in one order, so two folding at once wait
      -- for each other instead of deadlocking.
      ORDER BY 1, 2, 3
      ON CONFLICT (box_index, rolled, source)
      DO UPDATE SET n = gacha_audit_counts.n + excluded.n
    )
    SELECT count(*)::int AS folded FROM picked`,
  );
  return Number(row?.folded ?? 0);
}

/** Draws counted per box, plain roll ('' when a pity draw made none) and source. */
export interface AuditTotal {
  boxIndex: number;
  rolled: string;
  source: string;
  n: number;
}

/**
 * GET /gacha/audit: every plain roll ever made, per box, against the published
 * table, with a chi-square goodness-of-fit test. Pity draws and x11 upgrades are
 * counted apart: they are the promised extras, not the table.
 */
export async function audit(db: Queryable): Promise<AuditResponse> {
  const totals = (await queryRows<AuditCount>(db, AUDIT_TOTALS)).map((r) => ({
    boxIndex: Number(r.box_index),
    rolled: r.rolled,
    source: r.source,
    n: Number(r.n),
  }));
  return auditFromTotals(totals);
}

/** The audit's answer from the draw counts, however they were counted. */
export function auditFromTotals(totals: readonly AuditTotal[]): AuditResponse {
  const sum = (match: (t: AuditTotal) => boolean) =>
    totals.reduce((s, t) => (match(t) ? s + t.n : s), 0);
  return {
    boxes: BOXES.map((box) => {
      const published = publishedRates(box);
      // A guarantee upgrade still made its plain roll first: every source counts here.
      const observed = published.map((r) =>
        sum((t) => t.boxIndex === box.index && t.rolled === r.key),
      );
      const rolls = observed.reduce((s, n) => s + n, 0);
      const test = chiSquare(
        observed,
        published.map((r) => r.percent / 100),
      );
      const percents = published.map((r) => r.percent);
      const extra = (source: 'pity' | 'guarantee') =>
        sum((t) => t.boxIndex === box.index && t.source === source);
      return {
        index: box.index,
        box: box.name,
        rolls,
        pity_draws: extra('pity'),
        guarantee_upgrades: extra('guarantee'),
        rates: published.map((r, i) => ({
          key: r.key,
          published_percent: r.percent,
          observed: observed[i]!,
          observed_percent: rolls === 0 ? 0 : (100 * observed[i]!) / rolls,
        })),
        chi_square: test.statistic,
        degrees_of_freedom: test.df,
        p_value: test.pValue,
        verdict: auditVerdict(rolls, test.pValue, percents),
        rolls_for_fair_test: rollsForFairTest(percents),
      };
    }),
  };
}
