import { and, eq, gte, sql } from 'drizzle-orm';
import type { ShopCurrency } from '@demonbane/game/shops';
import type { Tx } from '../db/database';
import { currencyLedger, heroes } from '../db/schema';

export type Currency = ShopCurrency;

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
  reason: string,
): Promise<number | null> {
  const col = column(currency);
  const [row] = await tx
    .update(heroes)
    .set({ [currency]: sql`${col} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(heroes.userId, userId), gte(col, amount)))
    .returning({ balance: col });
  if (!row) return null;
  await tx.insert(currencyLedger).values({ userId, currency, delta: -amount, reason });
  return row.balance;
}

/** Adds to a balance (rewards, sales, refunds) and records it. Returns the new balance. */
export async function grant(
  tx: Tx,
  userId: string,
  currency: Currency,
  amount: number,
  reason: string,
): Promise<number> {
  const col = column(currency);
  const [row] = await tx
    .update(heroes)
    .set({ [currency]: sql`${col} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(heroes.userId, userId))
    .returning({ balance: col });
  if (!row) throw new Error(`grant: no hero ${userId}`);
  if (amount !== 0)
    await tx.insert(currencyLedger).values({ userId, currency, delta: amount, reason });
  return row.balance;
}
