import { splitPieceKey } from './piece-key';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import type { LedgerRow, Snapshot } from './snapshot';

/** Ledger rows of a kind, by their reference (a listing id). */
function rowsByListing(snap: Snapshot, kind: LedgerKind): Map<string, LedgerRow[]> {
  const rows = new Map<string, LedgerRow[]>();
  for (const l of snap.ledger) {
    if (l.kind !== kind) continue;
    const id = l.ref ?? '';
    rows.set(id, [...(rows.get(id) ?? []), l]);
  }
  return rows;
}

const oneRow = (rows: LedgerRow[], userId: string | null, currency: string, delta: number) =>
  rows.length === 1 &&
  rows[0]!.userId === userId &&
  rows[0]!.currency === currency &&
  rows[0]!.delta === delta;

/**
 * A listing is closed exactly when it is no longer active and has a buyer exactly
 * when sold. A sold one moved its price once, from buyer to seller, in its
 * currency; any other moved no money; and every trade row names a listing.
 */
export function checkListings(snap: Snapshot): string[] {
  const out: string[] = [];
  const paid = rowsByListing(snap, 'bazaar_buy');
  const proceeds = rowsByListing(snap, 'bazaar_sale');
  for (const l of snap.listings) {
    if ((l.status === 'active') === l.closed)
      out.push(`listing ${l.id}: ${l.status} but closed=${l.closed}`);
    if ((l.status === 'sold') !== (l.buyerId !== null))
      out.push(`listing ${l.id}: ${l.status} with buyer ${l.buyerId}`);
    const pay = paid.get(l.id) ?? [];
    const get = proceeds.get(l.id) ?? [];
    if (l.status !== 'sold') {
      if (pay.length || get.length)
        out.push(`listing ${l.id} is ${l.status} yet money moved for it`);
      continue;
    }
    if (!oneRow(pay, l.buyerId, l.currency, -l.price))
      out.push(`listing ${l.id} sold: buyer ledger ${JSON.stringify(pay)}`);
    if (!oneRow(get, l.sellerId, l.currency, l.price))
      out.push(`listing ${l.id} sold: seller ledger ${JSON.stringify(get)}`);
  }
  const ids = new Set(snap.listings.map((l) => l.id));
  for (const [kind, rows] of [
    ['bazaar_buy', paid],
    ['bazaar_sale', proceeds],
  ] as const) {
    for (const id of rows.keys())
      if (!ids.has(id)) out.push(`ledger ${kind} "${id}" names no listing`);
  }
  return out;
}

/** Every listing charged its fee once, in gold, to its seller (the row names the item). */
export function checkListingFees(snap: Snapshot): string[] {
  const out: string[] = [];
  const expected = new Map<string, { n: number; sum: number }>();
  for (const l of snap.listings) {
    const key = `${l.sellerId} fee for ${splitPieceKey(l.piece).itemId}`;
    const e = expected.get(key) ?? { n: 0, sum: 0 };
    expected.set(key, { n: e.n + 1, sum: e.sum - l.fee });
  }
  const charged = new Map<string, { n: number; sum: number }>();
  for (const l of snap.ledger) {
    if (l.kind !== 'bazaar_fee') continue;
    if (l.currency !== 'gold') out.push(`${l.userId}: a fee in ${l.currency}`);
    const key = `${l.userId} fee for ${l.ref}`;
    const c = charged.get(key) ?? { n: 0, sum: 0 };
    charged.set(key, { n: c.n + 1, sum: c.sum + l.delta });
  }
  for (const key of new Set([...expected.keys(), ...charged.keys()])) {
    const e = expected.get(key) ?? { n: 0, sum: 0 };
    const c = charged.get(key) ?? { n: 0, sum: 0 };
    if (e.n !== c.n || e.sum !== c.sum)
      out.push(`${key}: ${e.n} listings (fees ${e.sum}) but ${c.n} fee rows (${c.sum})`);
  }
  return out;
}
