import { sql } from 'drizzle-orm';
import { LISTING_DAYS, MIN_PRICE, listingFee, referenceValue } from '@demonbane/game/bazaar';
import { EQUIPMENT } from '@demonbane/game/equipment';
import { queryRows, type Database } from '../../apps/server/src/db/database';
import type { BenchHero } from './hero-setup';

/**
 * Two heroes who trade only with each other: each buy locks the buyer's and the
 * seller's rows, and a pair is leased to one request at a time, so buys never wait
 * on each other's locks. They take turns buying, so the gold flows back and forth.
 */
export class TradingPair {
  private aBuysNext = true;

  constructor(
    readonly a: BenchHero,
    readonly b: BenchHero,
    /** Listings `a` sells (for `b` to buy), and the other way round. */
    private readonly soldByA: string[],
    private readonly soldByB: string[],
  ) {}

  /** The next buy, or null when this pair has no listing left. */
  nextBuy(): { buyer: BenchHero; listingId: string } | null {
    const order = this.aBuysNext
      ? ([this.a, this.soldByB, this.b, this.soldByA] as const)
      : ([this.b, this.soldByA, this.a, this.soldByB] as const);
    this.aBuysNext = !this.aBuysNext;
    const first = order[1].pop();
    if (first !== undefined) return { buyer: order[0], listingId: first };
    const second = order[3].pop();
    return second === undefined ? null : { buyer: order[2], listingId: second };
  }

  get remaining(): number {
    return this.soldByA.length + this.soldByB.length;
  }
}

const SELLERS_PER_INSERT = 10;

/**
 * Puts `total` listings on the bazaar, straight into the table: the game caps a
 * seller at 10 active listings, far fewer than a run buys, so the cap (checked
 * only when listing through the API) is bypassed here. The piece is in escrow as
 * if it had been listed. The piece is the first one whose reference value reaches the
 * minimum price, listed at that value: the cheapest price keeps the buyers' gold
 * lasting, and a trade at the reference passes nothing, so the trading allowance of
 * heroes trading all run long never runs out.
 */
export async function createListings(
  db: Database,
  heroes: readonly BenchHero[],
  total: number,
): Promise<TradingPair[]> {
  const pairCount = Math.floor(heroes.length / 2);
  if (pairCount === 0) throw new Error('The bazaar scenario needs at least 2 heroes.');
  const perSeller = Math.ceil(total / (pairCount * 2));
  const sellers = heroes.slice(0, pairCount * 2);
  const item = EQUIPMENT.find((e) => referenceValue(e, 'Common') >= MIN_PRICE.gold)!;
  const price = referenceValue(item, 'Common');
  const bySeller = new Map<string, string[]>(sellers.map((h) => [h.userId, []]));
  for (let i = 0; i < sellers.length; i += SELLERS_PER_INSERT) {
    const ids = sellers.slice(i, i + SELLERS_PER_INSERT).map((h) => h.userId);
    const rows = await queryRows<{ id: string; seller_id: string }>(
      db,
      sql`INSERT INTO listings (seller_id, item_id, rarity, price, currency, fee, created_at, expires_at)
          SELECT s.id, ${item.id}, 'Common', ${price}, 'gold', ${listingFee(price, 'gold')},
                 now(), now() + ${LISTING_DAYS} * interval '1 day'
          FROM unnest(${`{${ids.join(',')}}`}::uuid[]) AS s(id)
          CROSS JOIN generate_series(1, ${perSeller})
          RETURNING id, seller_id`,
    );
    for (const row of rows) bySeller.get(row.seller_id)!.push(row.id);
  }
  return Array.from({ length: pairCount }, (_, p) => {
    const a = sellers[2 * p]!;
    const b = sellers[2 * p + 1]!;
    return new TradingPair(a, b, bySeller.get(a.userId)!, bySeller.get(b.userId)!);
  });
}
