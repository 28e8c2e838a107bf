import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  MAX_ACTIVE_LISTINGS,
  checkPrice,
  distinctTraderSales,
  listingExpiry,
  listingFee,
  medianPrice,
} from '@demonbane/game/bazaar';
import type { Currency } from '@demonbane/game/currency';
import {
  EQUIPMENT,
  equipmentById,
  findEquipment,
  isEquipmentId,
  pieceStats,
} from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import type {
  BuyResponse,
  ListResponse,
  ListingView,
  ListingsQuery,
  ListingsResponse,
  MyListingsResponse,
  PriceHistoryResponse,
} from '@demonbane/shared/bazaar-schemas';
import type { Database, Queryable, Tx } from '../../db/database';
import { heroes, listings, users } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { grant, spend } from '../ledger/currency';
import { publish } from '../../infra/events/publish';
import { addEquipment, takeEquipment } from '../ledger/stock';
import { USER_NOT_FOUND } from '../hero/hero-repository';
import { allowanceOf, chargeAllowance } from './trading-allowance';
import type { ActionContext, ReadContext } from '../../infra/actions/action-context';
import { pieceTraitsOf } from '../hero/piece-view';

type ListingRow = typeof listings.$inferSelect;
/** Sales read for the price history, and the counted ones it shows. */
const HISTORY_READ = 300;
const HISTORY_SHOWN = 30;
const UNIT: Record<Currency, string> = { gold: 'gold', soul: 'souls' };

function toView(row: ListingRow, sellerName: string): ListingView {
  const item = equipmentById(row.itemId);
  const rarity = row.rarity;
  return {
    _id: row.id,
    item_id: row.itemId,
    item_name: item.name,
    rarity,
    type: item.type,
    stats: pieceStats(item, rarity),
    ...pieceTraitsOf(item, rarity),
    price: row.price,
    currency: row.currency as Currency,
    seller_id: { _id: row.sellerId },
    seller_name: sellerName,
    expires_at: row.expiresAt.toISOString(),
    status: row.status as ListingView['status'],
  };
}

/**
 * Ends due listings and gives their pieces back to their sellers. Each listing is
 * ended by a conditional update on `status = 'active'`, and rows another server
 * is already handling are skipped, so any number of servers may sweep at once.
 */
async function expireDue(tx: Tx, now: Date, where: SQL | undefined, limit = 500): Promise<number> {
  const due = tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'active'), lte(listings.expiresAt, now), where))
    .orderBy(asc(listings.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const ended = await tx
    .update(listings)
    .set({ status: 'expired', closedAt: now })
    .where(and(inArray(listings.id, due), eq(listings.status, 'active')))
    .returning({ sellerId: listings.sellerId, itemId: listings.itemId, rarity: listings.rarity });
  for (const row of ended) {
    await addEquipment(tx, row.sellerId, row.itemId, row.rarity);
  }
  return ended.length;
}

/** The periodic sweep (every server runs it; see server.ts). */
export async function sweepExpiredListings(db: Database, now: Date): Promise<number> {
  const result = await playerAction(db, (tx) => expireDue(tx, now, undefined));
  return result.ok ? result.value : 0;
}

/** Expiry on touch: a listing past its time is ended before anyone acts on it. */
async function expireIfDue(db: Database, now: Date, where: SQL) {
  await playerAction(db, (tx) => expireDue(tx, now, where));
}

/** GET /bazaar: active listings with filters, sorting and paging. */
export async function browse(ctx: ReadContext, query: ListingsQuery): Promise<ListingsResponse> {
  const { db, now } = ctx;
  const conditions = [eq(listings.status, 'active'), gt(listings.expiresAt, now)];
  if (query.rarity) conditions.push(eq(listings.rarity, query.rarity));
  if (query.currency) conditions.push(eq(listings.currency, query.currency));
  if (query.type) {
    conditions.push(
      inArray(
        listings.itemId,
        EQUIPMENT.filter((e) => e.type === query.type).map((e) => e.id),
      ),
    );
  }
  const where = and(...conditions);
  const order = {
    price_asc: [asc(listings.price), asc(listings.createdAt)],
    price_desc: [desc(listings.price), asc(listings.createdAt)],
    newest: [desc(listings.createdAt), asc(listings.id)],
    ending: [asc(listings.expiresAt), asc(listings.id)],
  }[query.sort];
  const rows = await db
    .select({ listing: listings, sellerName: users.username })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(listings).where(where);
  return {
    listings: rows.map((r) => toView(r.listing, r.sellerName)),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total?.n ?? 0),
  };
}

async function usernameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Unknown';
}

/** POST /bazaar/list: the fee is burned and the piece goes into escrow, in one transaction. */
export async function createListing(
  ctx: ActionContext,
  input: { itemId: string; rarity: Rarity; price: number; currency: Currency },
): Promise<Result<ListResponse>> {
  const { db, userId, now, idempotency } = ctx;
  await expireIfDue(db, now, eq(listings.sellerId, userId));
  return playerAction(db, idempotency, async (tx) => {
    const [hero] = await tx
      .select({ id: heroes.userId })
      .from(heroes)
      .where(eq(heroes.userId, userId))
      .for('update');
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const item = findEquipment(input.itemId);
    if (!item) return refuse(ErrorCode.NotFound, 'There is no such piece.');
    const price = checkPrice(input.price, input.currency);
    if (!price.ok) return refuse(ErrorCode.BadRequest, price.message);
    const [active] = await tx
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.sellerId, userId), eq(listings.status, 'active')));
    if (Number(active?.n ?? 0) >= MAX_ACTIVE_LISTINGS) {
      return refuse(
        ErrorCode.Conflict,
        `You can have at most ${MAX_ACTIVE_LISTINGS} listings at once.`,
      );
    }
    if ((await takeEquipment(tx, userId, item.id, input.rarity)) === null) {
      return refuse(
        ErrorCode.Conflict,
        `You have no ${input.rarity} ${item.name} in your inventory.`,
      );
    }
    const fee = listingFee(input.price, input.currency);
    const gold = await spend(tx, userId, 'gold', fee, {
      kind: 'bazaar_fee',
      ref: item.id,
      reason: `bazaar fee: ${item.id}`,
    });
    if (gold === null)
      return refuse(ErrorCode.Conflict, `The listing fee is ${fee} gold, and you do not have it.`);
    const [row] = await tx
      .insert(listings)
      .values({
        sellerId: userId,
        itemId: item.id,
        rarity: input.rarity,
        price: input.price,
        currency: input.currency,
        fee,
        createdAt: now,
        expiresAt: listingExpiry(now),
      })
      .returning();
    await publish(tx, { type: 'listing.created', userId, now });
    return {
      message: `Your ${input.rarity} ${item.name} is on the bazaar for ${input.price} ${UNIT[input.currency]}.`,
      listing: toView(row!, await usernameOf(tx, userId)),
      fee,
      gold,
    };
  });
}

/**
 * POST /bazaar/buy: the listing row is locked first, so among any number of
 * buyers exactly one wins; currency, proceeds and piece move in one transaction.
 * Balances are touched in user-id order so two crossing trades cannot deadlock.
 */
export async function buyListing(
  ctx: ActionContext,
  listingId: string,
): Promise<Result<BuyResponse>> {
  const { db, userId, now, idempotency } = ctx;
  await expireIfDue(db, now, eq(listings.id, listingId));
  return playerAction(db, idempotency, async (tx) => {
    const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
    if (!row) return refuse(ErrorCode.NotFound, 'There is no such listing.');
    if (row.status !== 'active' || row.expiresAt <= now) {
      return refuse(
        ErrorCode.Conflict,
        row.status === 'sold'
          ? 'Someone else bought it first.'
          : 'This listing is no longer available.',
      );
    }
    if (row.sellerId === userId)
      return refuse(ErrorCode.Conflict, 'You cannot buy your own listing.');
    const currency = row.currency as Currency;
    const item = equipmentById(row.itemId);
    await chargeAllowance(tx, {
      buyerId: userId,
      sellerId: row.sellerId,
      item,
      rarity: row.rarity,
      price: row.price,
      currency,
      now,
    });

    const payProceeds = () =>
      grant(tx, row.sellerId, currency, row.price, {
        kind: 'bazaar_sale',
        ref: row.id,
        reason: `bazaar sale: ${row.id}`,
      });
    const buyerFirst = userId < row.sellerId;
    if (!buyerFirst) await payProceeds();
    const balance = await spend(tx, userId, currency, row.price, {
      kind: 'bazaar_buy',
      ref: row.id,
      reason: `bazaar buy: ${row.id}`,
    });
    if (balance === null)
      return refuse(ErrorCode.Conflict, `Not enough ${UNIT[currency]}: it costs ${row.price}.`);
    if (buyerFirst) await payProceeds();
    await addEquipment(tx, userId, row.itemId, row.rarity);
    await tx
      .update(listings)
      .set({ status: 'sold', buyerId: userId, closedAt: now })
      .where(and(eq(listings.id, row.id), eq(listings.status, 'active')));
    await publish(tx, {
      type: 'listing.sold',
      sellerId: row.sellerId,
      buyerId: userId,
      now,
      listingId: row.id,
      itemId: row.itemId,
      itemName: item.name,
      rarity: row.rarity,
      price: row.price,
      currency,
    });
    return {
      message: `Successfully purchased ${row.rarity} ${item.name}!`,
      item_name: item.name,
      rarity: row.rarity,
      currency,
      balance,
    };
  });
}

/**
 * Cancels the active listings `where` picks, each by a conditional update (a buyer who
 * locked one first has it), and gives every piece back to its seller. Returns how many.
 */
async function cancelActive(tx: Tx, where: SQL, now: Date): Promise<number> {
  const cancelled = await tx
    .update(listings)
    .set({ status: 'cancelled', closedAt: now })
    .where(and(where, eq(listings.status, 'active')))
    .returning({ sellerId: listings.sellerId, itemId: listings.itemId, rarity: listings.rarity });
  for (const row of cancelled) await addEquipment(tx, row.sellerId, row.itemId, row.rarity);
  return cancelled.length;
}

/**
 * An operator's ban withdraws the seller's active listings as the seller cancelling
 * them would: every piece back in the inventory, fees kept. Returns how many.
 */
export function withdrawListings(tx: Tx, sellerId: string, now: Date): Promise<number> {
  return cancelActive(tx, eq(listings.sellerId, sellerId), now);
}

/** POST /bazaar/cancel: only the seller, only an active listing; the piece comes back. */
export async function cancelListing(
  ctx: ActionContext,
  listingId: string,
): Promise<Result<{ message: string }>> {
  const { db, userId, now, idempotency } = ctx;
  await expireIfDue(db, now, eq(listings.id, listingId));
  return playerAction(db, idempotency, async (tx) => {
    const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
    if (!row) return refuse(ErrorCode.NotFound, 'There is no such listing.');
    if (row.sellerId !== userId) return refuse(ErrorCode.Forbidden, 'That is not your listing.');
    if (row.status !== 'active') {
      return refuse(
        ErrorCode.Conflict,
        row.status === 'expired'
          ? 'This listing has expired; the piece is back in your inventory.'
          : 'This listing is no longer active.',
      );
    }
    await cancelActive(tx, eq(listings.id, row.id), now);
    const name = equipmentById(row.itemId).name;
    return { message: `Successfully cancelled listing for ${row.rarity} ${name}!` };
  });
}

/** POST /bazaar/my-listings: active listings, then the recently ended ones, and the trading allowance. */
export async function myListings(ctx: ActionContext): Promise<Result<MyListingsResponse>> {
  const { db, userId, now } = ctx;
  const allowance = await allowanceOf(db, userId, now);
  if (!allowance) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  await expireIfDue(db, now, eq(listings.sellerId, userId));
  const rows = await db
    .select()
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .orderBy(
      sql`CASE WHEN ${listings.status} = 'active' THEN 0 ELSE 1 END`,
      desc(listings.createdAt),
    )
    .limit(50);
  const name = await usernameOf(db, userId);
  return ok({ listings: rows.map((r) => toView(r, name)), allowance });
}

/**
 * GET /bazaar/price-history: the last 30 sales of a piece at a rarity that count, each
 * account once as buyer or seller (of the last 300 sales), and their median per
 * currency: one pair of accounts trading with each other cannot move it.
 */
export async function priceHistory(
  ctx: ReadContext,
  itemId: string,
  rarity: Rarity,
): Promise<PriceHistoryResponse> {
  const { db } = ctx;
  // No listing holds a piece that does not exist: no sales to show.
  if (!isEquipmentId(itemId)) return { sales: [], median: { gold: null, soul: null } };
  const rows = await db
    .select({
      price: listings.price,
      currency: listings.currency,
      soldAt: listings.closedAt,
      sellerId: listings.sellerId,
      buyerId: listings.buyerId,
    })
    .from(listings)
    .where(
      and(eq(listings.itemId, itemId), eq(listings.rarity, rarity), eq(listings.status, 'sold')),
    )
    .orderBy(desc(listings.closedAt))
    .limit(HISTORY_READ);
  const counted = distinctTraderSales(
    rows.map((r) => ({ ...r, currency: r.currency as Currency, buyerId: r.buyerId ?? '' })),
  ).slice(0, HISTORY_SHOWN);
  const medianOf = (currency: Currency) =>
    medianPrice(counted.filter((r) => r.currency === currency).map((r) => r.price));
  return {
    sales: counted.map((r) => ({
      price: r.price,
      currency: r.currency,
      sold_at: (r.soldAt ?? new Date(0)).toISOString(),
    })),
    median: { gold: medianOf('gold'), soul: medianOf('soul') },
  };
}
