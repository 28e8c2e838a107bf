import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { itemById } from '@demonbane/game/items';
import type { Currency } from '@demonbane/game/currency';
import { SHOPS, findShopEntry } from '@demonbane/game/shops';
import type { ShopItem } from '@demonbane/shared/shop-schemas';
import { heroes } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { refuse } from '../../infra/actions/player-action';
import { naturalKeyAction, type KeyedOutcome } from '../../infra/actions/natural-key-action';
import { spendKeepingKey } from '../ledger/currency';
import { addItems } from '../ledger/stock';
import { USER_NOT_FOUND } from '../hero/hero-repository';
import type { ActionContext } from '../../infra/actions/action-context';

const CURRENCY_NAME: Record<Currency, string> = { gold: 'gold', soul: 'souls' };

/** A shop's catalogue as the spec's shop items; prices come from the game data only. */
export function catalogue(shop: Currency): ShopItem[] {
  return SHOPS[shop].map((entry) => {
    const item = itemById(entry.itemId);
    return { _id: item.id, name: item.name, description: item.description, price: entry.price };
  });
}

export async function balance(ctx: ActionContext, currency: Currency): Promise<Result<number>> {
  const { db, userId } = ctx;
  const [row] = await db
    .select({ gold: heroes.gold, soul: heroes.soul })
    .from(heroes)
    .where(eq(heroes.userId, userId));
  if (!row) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  return ok(row[currency]);
}

/** What a purchase answers: the line to show and the balance of its currency after it. */
interface Purchase {
  message: string;
  balance: number;
}

/**
 * Buys `qty` of an item from the shop of `currency`, in one transaction: the
 * balance drops only if it covers the price (a conditional update), then the
 * items are added. Nothing is spent when anything is refused. With an
 * Idempotency-Key, the key and the answer are kept on the spend's ledger row
 * (naturalKeyAction), so a keyed purchase costs what a purchase without one does.
 */
export function purchase(
  ctx: ActionContext,
  input: { itemId: string; type: Currency; qty: number },
): Promise<Result<Purchase>> {
  const { db, userId, idempotency } = ctx;
  return naturalKeyAction(db, idempotency, async (tx, claim): Promise<KeyedOutcome<Purchase>> => {
    const entry = findShopEntry(input.type, input.itemId);
    if (!entry) {
      const other: Currency = input.type === 'gold' ? 'soul' : 'gold';
      return findShopEntry(other, input.itemId)
        ? refuse(
            ErrorCode.BadRequest,
            `That item is sold for ${CURRENCY_NAME[other]}, not ${CURRENCY_NAME[input.type]}.`,
          )
        : refuse(ErrorCode.NotFound, 'That item is not for sale.');
    }
    const item = itemById(entry.itemId);
    const cost = entry.price * input.qty;
    const message = `Bought ${input.qty} × ${item.name} for ${cost} ${CURRENCY_NAME[input.type]}.`;
    const reason = `shop: ${input.qty} × ${item.id}`;
    const ledgerEntry = { kind: 'shop', ref: item.id, reason } as const;
    const answer = { message };
    const spent = await spendKeepingKey(tx, userId, input.type, cost, ledgerEntry, claim, answer);
    if (spent && 'replay' in spent) return { kind: 'replay', result: spent.replay };
    if (!spent) {
      const [hero] = await tx
        .select({ userId: heroes.userId })
        .from(heroes)
        .where(eq(heroes.userId, userId));
      return hero
        ? refuse(
            ErrorCode.Conflict,
            `Not enough ${CURRENCY_NAME[input.type]}: ${input.qty} × ${item.name} costs ${cost}.`,
          )
        : refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    }
    await addItems(tx, userId, item.id, input.qty);
    return { kind: 'kept', value: { message, balance: spent.balance } };
  });
}
