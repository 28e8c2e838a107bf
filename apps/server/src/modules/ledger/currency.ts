import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@demonbane/game/currency';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import { queryRows, type Tx } from '../../db/database';
import { currencyLedger, heroes } from '../../db/schema';
import { publish } from '../../infra/events/publish';

export type { Currency };

/** A ledger row's kind, what it is about, and the reason a person reads. */
export interface LedgerEntry {
  kind: LedgerKind;
  ref?: string;
  reason: string;
}

const column = (currency: Currency) => (currency === 'gold' ? heroes.gold : heroes.soul);

/**
 * Takes `amount` from a balance in one conditional update: it happens only if the
 * balance covers it, so concurrent spends can never overdraw. Returns the new
 * balance, or null when the hero cannot afford it. Every change is in the ledger.
 */
export async function spend(
  tx: Tx,
  userId: string,
  currency: Currency,
  amount: number,
  entry: LedgerEntry,
): Promise<number | null> {
  const col = column(currency);
  const update = tx
    .update(heroes)
    .set({ [currency]: sql`${col} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(heroes.userId, userId), gte(col, amount)))
    .returning({ balance: col });
  const [row] = await withLedgerRow(tx, update.getSQL(), userId, currency, -amount, entry);
  if (!row) return null;
  await noteLedger(tx, currency, -amount, entry.kind);
  return row.balance;
}

/**
 * Runs a balance update (returning the currency's column) and, only if it changed a row, its ledger row: one
 * statement, so the hot economy calls pay one round trip, not two.
 */
function withLedgerRow(
  tx: Tx,
  update: SQL,
  userId: string,
  currency: Currency,
  delta: number,
  { kind, ref, reason }: LedgerEntry,
) {
  return queryRows<{ balance: number }>(
    tx,
    sql`WITH changed AS (${update}),
      logged AS (
        INSERT INTO ${currencyLedger} (user_id, currency, delta, kind, ref, reason)
        SELECT ${userId}::uuid, ${currency}::text, ${delta}::int, ${kind}::ledger_kind,
          ${ref ?? null}::text, ${reason}::text
        FROM changed WHERE ${delta}::int <> 0
      )
      SELECT ${sql.identifier(currency)} AS balance FROM changed`,
  );
}

/** Adds to a balance (rewards, sales, refunds) and records it. Returns the new balance. */
export async function grant(
  tx: Tx,
  userId: string,
  currency: Currency,
  amount: number,
  entry: LedgerEntry,
): Promise<number> {
  const col = column(currency);
  const update = tx
    .update(heroes)
    .set({ [currency]: sql`${col} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(heroes.userId, userId))
    .returning({ balance: col });
  const [row] = await withLedgerRow(tx, update.getSQL(), userId, currency, amount, entry);
  if (!row) throw new Error(`grant: no hero ${userId}`);
  await noteLedger(tx, currency, amount, entry.kind);
  return row.balance;
}

/** A ledger row written in `tx` is published (`ledger.changed`, counted once it commits). */
export async function noteLedger(
  tx: Tx,
  currency: Currency,
  delta: number,
  kind: LedgerKind,
): Promise<void> {
  // The statement above writes no row for a zero delta; neither is one published.
  if (delta !== 0) await publish(tx, { type: 'ledger.changed', currency, kind, delta });
}
