import { eq, inArray, sql } from 'drizzle-orm';
import {
  allowanceLeft,
  passedValue,
  passerOf,
  referenceValue,
  tradingAllowance,
} from '@demonbane/game/bazaar';
import type { Currency } from '@demonbane/game/currency';
import type { EquipmentItem } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import type { AllowanceView } from '@demonbane/shared/bazaar-schemas';
import { ErrorCode } from '@demonbane/shared/error-codes';
import type { Queryable, Tx } from '../../db/database';
import { heroes } from '../../db/schema';
import { refuse } from '../../infra/actions/player-action';

const gold = (n: number) => `${n.toLocaleString('en')} gold`;

const traderColumns = {
  userId: heroes.userId,
  level: heroes.level,
  createdAt: heroes.createdAt,
  passed: heroes.bazaarPassed,
};
type Trader = { userId: string; level: number; createdAt: Date; passed: number };

function view(trader: Trader, now: Date): AllowanceView {
  const limit = tradingAllowance(trader.level, trader.createdAt, now);
  return { limit, passed: trader.passed, left: allowanceLeft(limit, trader.passed) };
}

/** A player's trading allowance as the bazaar pages show it; null without a hero. */
export async function allowanceOf(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<AllowanceView | null> {
  const [trader] = await db.select(traderColumns).from(heroes).where(eq(heroes.userId, userId));
  return trader ? view(trader, now) : null;
}

/**
 * Charges a trade's passed value to the account that passes it, or refuses the trade
 * (409, changing nothing) when that account's allowance left cannot cover it. When
 * value passes, both heroes are locked first, in user-id order (the order the balances are touched in
 * afterwards), so two purchases racing for one buyer's allowance run one after the
 * other and the second sees what the first charged.
 */
export async function chargeAllowance(
  tx: Tx,
  trade: {
    buyerId: string;
    sellerId: string;
    item: EquipmentItem;
    rarity: Rarity;
    price: number;
    currency: Currency;
    now: Date;
  },
): Promise<void> {
  const reference = referenceValue(trade.item, trade.rarity);
  const passing = passerOf(passedValue(reference, trade.price, trade.currency));
  // A trade at the reference value passes nothing: nothing to check or charge.
  if (!passing) return;
  const { amount } = passing;
  const passer = passing.by === 'buyer' ? trade.buyerId : trade.sellerId;
  const locked = await tx
    .select(traderColumns)
    .from(heroes)
    .where(inArray(heroes.userId, [trade.buyerId, trade.sellerId]))
    .orderBy(heroes.userId)
    .for('update');
  const trader = locked.find((t) => t.userId === passer);
  if (!trader) return;
  const { left } = view(trader, trade.now);
  if (amount > left) {
    refuse(
      ErrorCode.Conflict,
      passer === trade.buyerId
        ? `Your trading allowance has ${gold(left)} left: this price is ${gold(amount)} above the piece's reference value of ${gold(reference)}.`
        : `The seller's trading allowance has ${gold(left)} left: this price is ${gold(amount)} below the piece's reference value of ${gold(reference)}.`,
    );
  }
  await tx
    .update(heroes)
    .set({ bazaarPassed: sql`${heroes.bazaarPassed} + ${amount}` })
    .where(eq(heroes.userId, trader.userId));
}
