import { and, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { listings } from '../../db/schema';

/**
 * A seller's listings made at or after `since`, with the times that say how long each
 * stayed up (the market quest reads them; whether one counts is the rules' call).
 */
export function listingsMadeSince(db: Queryable, sellerId: string, since: Date) {
  return db
    .select({
      createdAt: listings.createdAt,
      expiresAt: listings.expiresAt,
      closedAt: listings.closedAt,
      status: listings.status,
    })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), gte(listings.createdAt, since)));
}
