import { describe, expect, it } from 'vitest';
import { Auditor } from './support/auditor';
import type { Catalogue } from './support/catalogue';
import { checkInvariants } from './support/invariants';
import { Journal, type ActionRecord } from './support/journal';
import type { ListingRow, Snapshot } from './support/snapshot';

/**
 * The crash tests pass when the checks find nothing, so the checks themselves
 * must be shown to find things: each case breaks one rule in a small hand-made
 * database state and expects exactly that to be reported.
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
  return {
    heroes: new Map([
      [A, { gold: 1000, soul: 0, worn: { weapon: null, armor: null, acc: null } }],
      [B, { gold: 1000, soul: 0, worn: { weapon: null, armor: null, acc: null } }],
    ]),
    ledger: [
      { userId: A, currency: 'gold', delta: 1000, reason: 'starting purse' },
      { userId: B, currency: 'gold', delta: 1000, reason: 'starting purse' },
    ],
    items: new Map(),
    equipment: new Map([
      [A, new Map([['knife|Common', 1]])],
      [B, new Map([['knife|Common', 1]])],
    ]),
    listings: new Map(),
    draws: [],
    forges: new Map(),
  };
}

function clone(s: Snapshot): Snapshot {
  return structuredClone(s);
}

const listing = (over: Partial<ListingRow>): ListingRow => ({
  id: 'L1',
  sellerId: A,
  buyerId: null,
  itemId: 'knife',
  rarity: 'Common',
  price: 500,
  currency: 'gold',
  fee: 20,
  status: 'active',
  closed: false,
  ...over,
});

/** A listed; B bought it: every row the server writes for that, and nothing else. */
function afterSale(): Snapshot {
  const s = clone(start());
  s.listings.set('L1', listing({ status: 'sold', buyerId: B, closed: true }));
  s.ledger.push(
    { userId: A, currency: 'gold', delta: -20, reason: 'bazaar fee: knife' },
    { userId: B, currency: 'gold', delta: -500, reason: 'bazaar buy: L1' },
    { userId: A, currency: 'gold', delta: 500, reason: 'bazaar sale: L1' },
  );
  s.heroes.get(A)!.gold = 1480;
  s.heroes.get(B)!.gold = 500;
  s.equipment.get(A)!.delete('knife|Common');
  s.equipment.get(B)!.set('knife|Common', 2);
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

  it('see a balance that is not the sum of its ledger', () => {
    const s = afterSale();
    s.heroes.get(B)!.gold = 501;
    expect(checkInvariants(s, catalogue)).toEqual([`${B}: gold is 501 but its ledger sums to 500`]);
  });

  it('see a sale whose buyer never paid', () => {
    const s = afterSale();
    s.ledger = s.ledger.filter((l) => l.reason !== 'bazaar buy: L1');
    s.heroes.get(B)!.gold = 1000;
    expect(checkInvariants(s, catalogue)).toEqual([`listing L1 sold: buyer ledger []`]);
  });

  it('see a listing both active and closed', () => {
    const s = clone(start());
    s.listings.set('L1', listing({ closed: true }));
    expect(checkInvariants(s, catalogue)).toContain('listing L1: active but closed=true');
  });

  it('see gacha draws paid for but not recorded', () => {
    const s = clone(start());
    s.ledger.push({ userId: A, currency: 'gold', delta: -100, reason: 'gacha: Satchel x1' });
    s.heroes.get(A)!.gold = 900;
    expect(checkInvariants(s, catalogue)).toEqual([`${A} box 2: paid for 1 draws, 0 recorded`]);
  });

  it('see a piece in two places (listed and still in the inventory)', () => {
    const s = clone(start());
    s.listings.set('L1', listing({}));
    s.ledger.push({ userId: A, currency: 'gold', delta: -20, reason: 'bazaar fee: knife' });
    s.heroes.get(A)!.gold = 980;
    expect(audit(s)).toEqual([`${A}: pieces placed minus pieces received = [["knife|Common",1]]`]);
  });

  it('see an acknowledged purchase that is gone', () => {
    const s = afterSale();
    s.listings.set('L1', listing({}));
    s.ledger = s.ledger.filter((l) => !/sale|buy/.test(l.reason));
    s.heroes.get(A)!.gold = 980;
    s.heroes.get(B)!.gold = 1000;
    s.equipment.get(B)!.set('knife|Common', 1);
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
    done.ledger.push({ userId: A, currency: 'gold', delta: -120, reason: 'shop: 2 × iron-ore' });
    done.heroes.get(A)!.gold = 880;
    done.items.set(A, new Map([['iron-ore', 2]]));
    expect(audit(start(), [inFlight])).toEqual([]);
    expect(audit(done, [inFlight])).toEqual([]);

    const half = clone(done);
    half.items.set(A, new Map([['iron-ore', 1]]));
    expect(audit(half, [inFlight])).toEqual([
      `${A}: items off by [["iron-ore",1]]; in flight: ${JSON.stringify(body)} shop`,
    ]);
  });

  it('book an in-flight forge claim that happened, and only one piece for it', () => {
    const claim = record({ userId: A, kind: 'claim', outcome: 'uncertain', status: null });
    const claimed = clone(start());
    claimed.equipment.get(A)!.set('axe|Rare', 1);
    expect(audit(claimed, [claim])).toEqual([]);
    claimed.equipment.get(A)!.set('axe|Rare', 2);
    expect(audit(claimed, [claim])).toHaveLength(1);
  });
});
