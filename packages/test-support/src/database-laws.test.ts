import { describe, expect, it } from 'vitest';
import { checkDatabaseLaws } from './database-laws';
import type { PriceList } from './price-list';
import { ledgerRows } from './ledger-rows';
import type { ListingRow, Snapshot } from './snapshot';

/**
 * The suites pass when the laws find nothing, so the laws must be shown to find
 * things: each case breaks one law in a small hand-made state and expects it reported.
 */
const A = 'user-a';
const B = 'user-b';
const GONE = 'user-gone';

const prices: PriceList = {
  goldShop: [{ id: 'iron-ore', price: 60 }],
  soulShop: [{ id: 'star-metal', price: 12 }],
  boxes: [{ index: 2, name: 'Satchel', currency: 'gold', price: 100, multiPrice: 1000 }],
};

const listing = (over: Partial<ListingRow> = {}): ListingRow => ({
  id: 'L1',
  sellerId: A,
  buyerId: B,
  piece: 'Common:knife',
  price: 500,
  currency: 'gold',
  fee: 20,
  status: 'sold',
  closed: true,
  expiresAt: 0,
  ...over,
});

/**
 * A sold a knife to B, B bought ore and drew once from the satchel, and a third
 * account was deleted with its purse written off: every row the server writes for that.
 */
function valid(): Snapshot {
  const empty = { weapon: null, armor: null, acc: null };
  return {
    heroes: [
      { userId: A, gold: 1480, soul: 0, worn: { ...empty, weapon: 'Rare:axe' } },
      { userId: B, gold: 280, soul: 0, worn: empty },
    ],
    items: [{ userId: B, itemId: 'iron-ore', qty: 2 }],
    pieces: [{ userId: B, piece: 'Common:knife', qty: 2 }],
    listings: [listing()],
    forges: [],
    ledger: [
      ledgerRows.startingPurse(A, 1000),
      ledgerRows.startingPurse(B, 1000),
      ledgerRows.startingPurse(GONE, 1000),
      ledgerRows.fee(A, 'knife', 20),
      ...ledgerRows.sale({ id: 'L1', sellerId: A, buyerId: B, price: 500, currency: 'gold' }),
      ledgerRows.shop(B, 2, 'iron-ore', 120),
      ledgerRows.gacha(B, 'Satchel', 1, 100),
      ledgerRows.writeOff(GONE, 'gold', 1000),
    ],
    draws: [{ userId: B, box: 2, piece: null }],
    buffs: [],
    pity: [{ userId: B, box: 2, sinceEpic: 1 }],
    accounts: [
      { userId: A, username: 'ann', noPassword: false, deleted: false },
      { userId: B, username: 'bob', noPassword: false, deleted: false },
      { userId: GONE, username: `deleted:${GONE}`, noPassword: true, deleted: true },
    ],
    upgrades: [],
    cosmetics: [],
    leftovers: [],
  };
}

const ledgerWithout = (s: Snapshot, reason: string) => s.ledger.filter((l) => l.reason !== reason);
const hero = (s: Snapshot, userId: string) => s.heroes.find((h) => h.userId === userId)!;
const account = (s: Snapshot, userId: string) => s.accounts.find((a) => a.userId === userId)!;

/** Each law, broken once: the change and the violation it must produce. */
const BREAKS: [string, (s: Snapshot) => void, string][] = [
  [
    'a negative balance',
    (s) => s.heroes.push({ ...hero(s, A), userId: 'x', gold: -1 }),
    'x: negative balance -1/0',
  ],
  [
    'a balance off its ledger',
    (s) => void (hero(s, B).gold = 281),
    `${B}: gold is 281 but its ledger sums to 280`,
  ],
  [
    'a deleted account with money left',
    (s) => void (s.ledger.at(-1)!.delta = -900),
    `deleted ${GONE}: gold ledger sums to 100`,
  ],
  [
    'a write-off of a living account',
    (s) =>
      s.ledger.push(ledgerRows.writeOff(A, 'soul', 1), {
        userId: A,
        currency: 'soul',
        delta: 1,
        kind: 'grant',
        ref: null,
        reason: 'test grant',
      }),
    `${A}: soul -1 "account deleted": the account is not deleted`,
  ],
  [
    'a second write-off',
    (s) =>
      s.ledger.push(ledgerRows.writeOff(GONE, 'gold', 1), ledgerRows.writeOff(GONE, 'gold', -1)),
    `${GONE}: gold -1 "account deleted": a second write-off`,
  ],
  [
    'a write-off that gives',
    (s) =>
      s.ledger.push(ledgerRows.writeOff(GONE, 'soul', -5), ledgerRows.writeOff(GONE, 'soul', 5)),
    `${GONE}: soul 5 "account deleted": a write-off takes a purse out`,
  ],
  [
    'a row after the write-off',
    (s) =>
      s.ledger.push({
        userId: GONE,
        currency: 'gold',
        delta: 0,
        kind: 'grant',
        ref: null,
        reason: 'test grant',
      }),
    `${GONE}: gold 0 "test grant" after the account was written off`,
  ],
  ['an empty item stack', (s) => void (s.items[0]!.qty = 0), `${B}: 0 × iron-ore`],
  [
    'an empty piece stack',
    (s) => s.pieces.push({ userId: A, piece: 'Epic:bow', qty: -1 }),
    `${A}: -1 × Epic:bow`,
  ],
  [
    'a listing both active and closed',
    (s) => void Object.assign(s.listings[0]!, { status: 'active', buyerId: null }),
    'listing L1: active but closed=true',
  ],
  [
    'a sale without a buyer',
    (s) => void (s.listings[0]!.buyerId = null),
    'listing L1: sold with buyer null',
  ],
  [
    'a sale whose buyer never paid',
    (s) => void ((s.ledger = ledgerWithout(s, 'bazaar buy: L1')), (hero(s, B).gold = 780)),
    'listing L1 sold: buyer ledger []',
  ],
  [
    'a seller paid twice',
    (s) => void (s.ledger.push({ ...s.ledger[5]! }), (hero(s, A).gold += 500)),
    `listing L1 sold: seller ledger`,
  ],
  [
    'money moved for a cancelled listing',
    (s) => void Object.assign(s.listings[0]!, { status: 'cancelled', buyerId: null }),
    'listing L1 is cancelled yet money moved for it',
  ],
  [
    'a trade row naming no listing',
    (s) =>
      s.ledger.push({
        userId: A,
        currency: 'gold',
        delta: 0,
        kind: 'bazaar_sale',
        ref: 'L9',
        reason: 'bazaar sale: L9',
      }),
    'ledger bazaar_sale "L9" names no listing',
  ],
  [
    'a listing without its fee',
    (s) => void ((s.ledger = ledgerWithout(s, 'bazaar fee: knife')), (hero(s, A).gold = 1500)),
    `${A} fee for knife: 1 listings (fees -20) but 0 fee rows (0)`,
  ],
  ['a fee in souls', (s) => void (s.ledger[3]!.currency = 'soul'), `${A}: a fee in soul`],
  [
    'a draw paid for, not recorded',
    (s) => void (s.draws = []),
    `${B} box 2: paid for 1 draws, 0 recorded`,
  ],
  [
    'a draw at the wrong price',
    (s) => void ((s.ledger[7]!.delta = -99), (hero(s, B).gold = 281)),
    `${B}: "gacha: Satchel x1" charged -99 gold, the box costs 100`,
  ],
  [
    'a draw from no box',
    (s) => void (s.ledger[7]!.ref = 'Chest'),
    `${B}: gacha charge "gacha: Satchel x1" names box "Chest", which does not exist`,
  ],
  [
    'a purchase at the wrong price',
    // Not a whole number of the item at its price.
    (s) => void ((s.ledger[6]!.delta = -50), (hero(s, B).gold = 350)),
    `${B}: "shop: 2 × iron-ore" charged -50 gold (price 60)`,
  ],
  [
    'a living account without a hero',
    (s) => void (s.heroes = s.heroes.filter((h) => h.userId !== B)),
    `${B}: a living account without a hero`,
  ],
  [
    'a living account without a password',
    (s) => void (account(s, A).noPassword = true),
    `${A}: living account named ann without a password`,
  ],
  [
    'a deleted account keeping its name',
    (s) => void (account(s, GONE).username = 'gone'),
    `${GONE}: deleted account named gone without a password`,
  ],
  [
    'a deleted account keeping a hero',
    (s) => s.heroes.push({ ...hero(s, A), userId: GONE, gold: 0 }),
    `deleted ${GONE} still has heroes ×1`,
  ],
  [
    'a deleted account keeping a session',
    (s) => s.leftovers.push({ userId: GONE, table: 'sessions', n: 2 }),
    `deleted ${GONE} still has sessions ×2`,
  ],
];

describe('the database laws', () => {
  it('find nothing wrong in a consistent state', () => {
    expect(checkDatabaseLaws(valid(), prices)).toEqual([]);
  });

  it.each(BREAKS)('see %s', (_, breakIt, violation) => {
    const s = valid();
    breakIt(s);
    const found = checkDatabaseLaws(s, prices);
    expect(
      found.some((v) => v.startsWith(violation)),
      JSON.stringify(found),
    ).toBe(true);
  });
});
