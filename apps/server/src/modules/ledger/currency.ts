import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@demonbane/game/currency';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import { queryRows, type Tx } from '../../db/database';
import { currencyLedger, heroes } from '../../db/schema';
import { publish } from '../../infra/events/publish';
import {
  KeyTaken,
  keyAnswers,
  replayOf,
  type IdempotencyClaim,
  type StoredKey,
} from '../../infra/actions/player-action';
import type { Result } from '../../infra/actions/result';

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
  const update = spendUpdate(tx, userId, currency, amount);
  const [row] = await withLedgerRow(tx, update, userId, currency, -amount, entry);
  if (!row) return null;
  await noteLedger(tx, currency, -amount, entry.kind);
  return row.balance;
}

/** What a spend under an Idempotency-Key did: spent, found the key's first answer, or could not afford it. */
export type KeyedSpend<A> = { balance: number } | { replay: Result<A> } | null;

/**
 * `spend` that keeps the request's key (when there is one) on its own ledger row, with
 * the request and the answer (`answer` and the new balance as `balance`), in the spend's
 * one statement: a keyed spend costs what a spend costs (naturalKeyAction's `kept`). The
 * same statement looks for the key's first answer (keyAnswers) and then spends nothing:
 * it returns the replay (a 422 when the key served another request). Two requests with
 * one key at once wait for each other on the hero's row; the second one's ledger row
 * then collides with the first one's key on the unique index, and KeyTaken rolls it
 * back to the replay.
 */
export async function spendKeepingKey<A extends object>(
  tx: Tx,
  userId: string,
  currency: Currency,
  amount: number,
  entry: LedgerEntry,
  claim: IdempotencyClaim | undefined,
  answer: A,
): Promise<KeyedSpend<A & { balance: number }>> {
  if (!claim) {
    const balance = await spend(tx, userId, currency, amount, entry);
    return balance === null ? null : { balance };
  }
  // A spend of nothing writes no ledger row, so there would be nowhere to keep the key.
  if (amount <= 0) throw new Error(`A keyed spend must take something, not ${amount}.`);
  const update = spendUpdate(
    tx,
    userId,
    currency,
    amount,
    sql`NOT EXISTS (SELECT 1 FROM answered)`,
  );
  const [row] = await queryRows<{
    balance: number | null;
    logged: boolean;
    answered: StoredKey | null;
  }>(
    tx,
    sql`WITH answered AS (${keyAnswers(claim)} LIMIT 1),
      changed AS (${update}),
      logged AS (
        INSERT INTO ${currencyLedger} (user_id, currency, delta, kind, ref, reason,
          idempotency_key, request, request_hash, answer)
        SELECT ${ledgerValues(userId, currency, -amount, entry)},
          ${claim.key}::text, ${claim.request}::text, ${claim.requestHash}::text,
          ${JSON.stringify(answer)}::jsonb || jsonb_build_object('balance', changed.${sql.identifier(currency)})
        FROM changed
        ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
        RETURNING id
      )
      SELECT (SELECT ${sql.identifier(currency)} FROM changed) AS balance,
        EXISTS (SELECT FROM logged) AS logged,
        (SELECT row_to_json(answered) FROM answered) AS answered`,
  );
  const { balance, logged, answered } = row!;
  if (answered) return { replay: replayOf(answered, claim) };
  if (balance === null) return null;
  // Spent, but the key is on a row another request with it committed meanwhile.
  if (!logged) throw new KeyTaken();
  await noteLedger(tx, currency, -amount, entry.kind);
  return { balance };
}

/** The conditional update of a spend (see spend), returning the new balance; `also` narrows it further. */
function spendUpdate(tx: Tx, userId: string, currency: Currency, amount: number, also?: SQL) {
  const col = column(currency);
  return tx
    .update(heroes)
    .set({ [currency]: sql`${col} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(heroes.userId, userId), gte(col, amount), also))
    .returning({ balance: col })
    .getSQL();
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
  entry: LedgerEntry,
) {
  return queryRows<{ balance: number }>(
    tx,
    sql`WITH changed AS (${update}),
      logged AS (
        INSERT INTO ${currencyLedger} (user_id, currency, delta, kind, ref, reason)
        SELECT ${ledgerValues(userId, currency, delta, entry)}
        FROM changed WHERE ${delta}::int <> 0
      )
      SELECT ${sql.identifier(currency)} AS balance FROM changed`,
  );
}

/** A ledger row's own columns, in the order user_id, currency, delta, kind, ref, reason. */
function ledgerValues(userId: string, currency: Currency, delta: number, entry: LedgerEntry) {
  const { kind, ref, reason } = entry;
  return sql`${userId}::uuid, ${currency}::text, ${delta}::int, ${kind}::ledger_kind,
    ${ref ?? null}::text, ${reason}::text`;
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
