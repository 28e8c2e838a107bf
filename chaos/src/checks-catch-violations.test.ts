import { describe, expect, it } from 'vitest';
import { ledgerRows } from '@demonbane/test-support/ledger-rows';
import type { ListingRow, Snapshot } from '@demonbane/test-support/snapshot';
import { Auditor } from './support/auditor';
import type { Catalogue } from './support/catalogue';
import { Journal, type ActionRecord } from './support/journal';

/**
 * The crash tests pass when the checks find nothing, so the checks themselves
 * must be shown to find things: each case breaks one rule in a small hand-made
 * database state and expects exactly that to be reported. The database laws are
 * shown to bite in packages/test-support; here, the checks on the journal.
 */
const A = 'user-a';
const B = 'user-b';

const catalogue: Catalogue = {
  goldShop: [{ id: 'iron-ore', name: 'Iron Ore', price: 60 }],
  soulShop: [],
  boxes: [{ index: 2, name: 'Satchel', currency: 'gold', price: 100, multiPrice: 1000 }],
  itemIdByName: new Map([['Iron Ore', 'iron-ore']]),
};

/** Two heroes with 1000 gold each (ledgered), a knife each, nothing else. */
function start(): Snapshot {
  const worn = { weapon: null, armor: null, acc: null };
  return {
    heroes: [
      { userId: A, gold: 1000, soul: 0, worn },
      { userId: B, gold: 1000, soul: 0, worn },
    ],
    ledger: [ledgerRows.startingPurse(A, 1000), ledgerRows.startingPurse(B, 1000)],
    items: [],
    pieces: [
      { userId: A, piece: 'Common:knife', qty: 1 },
      { userId: B, piece: 'Common:knife', qty: 1 },
    ],
    listings: [],
    draws: [],
    forges: [],
    buffs: [],
    pity: [],
    accounts: [
      { userId: A, username: 'ann', noPassword: false, deleted: false },
      { userId: B, username: 'bob', noPassword: false, deleted: false },
    ],
    upgrades: [],
    cosmetics: [],
    leftovers: [],
  };
}

function clone(s: Snapshot): Snapshot {
  return structuredClone(s);
}

const listing = (over: Partial<ListingRow>): ListingRow => ({
  id: 'L1',
  sellerId: A,
  buyerId: null,
  piece: 'Common:knife',
  price: 500,
  currency: 'gold',
  fee: 20,
  status: 'active',
  closed: false,
  expiresAt: 0,
  ...over,
});

const hero = (s: Snapshot, userId: string) => s.heroes.find((h) => h.userId === userId)!;
const pieces = (s: Snapshot, userId: string) => s.pieces.find((p) => p.userId === userId)!;

/** A listed; B bought it: every row the server writes for that, and nothing else. */
function afterSale(): Snapshot {
  const s = clone(start());
  s.listings.push(listing({ status: 'sold', buyerId: B, closed: true }));
  s.ledger.push(
    ledgerRows.fee(A, 'knife', 20),
    ...ledgerRows.sale({ id: 'L1', sellerId: A, buyerId: B, price: 500, currency: 'gold' }),
  );
  hero(s, A).gold = 1480;
  hero(s, B).gold = 500;
  s.pieces = [{ userId: B, piece: 'Common:knife', qty: 2 }];
  return s;
}

function record(over: Partial<ActionRecord>): ActionRecord {
  return {
    cycle: 1,
    userId: B,
    kind: 'buy',
    body: {},
    outcome: 'ack',
    status: 200,
    answer: {},
    ...over,
  };
}

function audit(snap: Snapshot, records: ActionRecord[] = []): string[] {
  const journal = new Journal();
  records.forEach((r) => journal.add(r));
  return new Auditor(catalogue, journal, start()).audit(snap, 1);
}

describe('the crash checks', () => {
  it('find nothing wrong in a consistent sale', () => {
    const buy = record({ body: { listingId: 'L1' }, answer: { balance: 500, currency: 'gold' } });
    expect(audit(afterSale(), [buy])).toEqual([]);
  });

  it('run the database laws too', () => {
    const s = afterSale();
    hero(s, B).gold = 501;
    expect(audit(s)).toContain(`${B}: gold is 501 but its ledger sums to 500`);
  });

  it('see a piece in two places (listed and still in the inventory)', () => {
    const s = clone(start());
    s.listings.push(listing({}));
    s.ledger.push(ledgerRows.fee(A, 'knife', 20));
    hero(s, A).gold = 980;
    expect(audit(s)).toEqual([`${A}: pieces placed minus pieces received = [["Common:knife",1]]`]);
  });

  it('see an acknowledged purchase that is gone', () => {
    const s = afterSale();
    s.listings = [listing({})];
    s.ledger = s.ledger.filter((l) => l.kind !== 'bazaar_sale' && l.kind !== 'bazaar_buy');
    hero(s, A).gold = 980;
    hero(s, B).gold = 1000;
    pieces(s, B).qty = 1;
    const buy = record({ body: { listingId: 'L1' }, answer: { balance: 500, currency: 'gold' } });
    expect(audit(s, [buy])).toEqual([
      `${B}|gold: acknowledged balance #1 (500) is not in the ledger's history`,
      `${B} bought L1, which is active to null`,
    ]);
  });

  it('accept an in-flight purchase done wholly or not at all, never half', () => {
    const body = { itemId: 'iron-ore', type: 'gold', qty: 2 };
    const inFlight = record({ userId: A, kind: 'shop', body, outcome: 'uncertain', status: null });
    const done = clone(start());
    done.ledger.push(ledgerRows.shop(A, 2, 'iron-ore', 120));
    hero(done, A).gold = 880;
    done.items.push({ userId: A, itemId: 'iron-ore', qty: 2 });
    expect(audit(start(), [inFlight])).toEqual([]);
    expect(audit(done, [inFlight])).toEqual([]);

    const half = clone(done);
    half.items[0]!.qty = 1;
    expect(audit(half, [inFlight])).toEqual([
      `${A}: items off by [["iron-ore",1]]; in flight: ${JSON.stringify(body)} shop`,
    ]);
  });

  it('book an in-flight forge claim that happened, and only one piece for it', () => {
    const claim = record({ userId: A, kind: 'claim', outcome: 'uncertain', status: null });
    const claimed = clone(start());
    claimed.pieces.push({ userId: A, piece: 'Rare:axe', qty: 1 });
    expect(audit(claimed, [claim])).toEqual([]);
    claimed.pieces.at(-1)!.qty = 2;
    expect(audit(claimed, [claim])).toHaveLength(1);
  });
});
