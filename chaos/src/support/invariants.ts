import type { Catalogue } from './catalogue';
import type { Snapshot } from './snapshot';

/**
 * What must hold in the database at any moment, crash or no crash: no negative
 * balance or stack, every balance equal to the sum of its ledger, and every
 * ledgered action whole (a sold listing was paid for and paid out exactly once,
 * every gacha charge has its draws, every listing its fee). Returns violations.
 */
export function checkInvariants(snap: Snapshot, catalogue: Catalogue): string[] {
  return [
    ...checkBalances(snap),
    ...checkStacks(snap),
    ...checkListings(snap),
    ...checkListingFees(snap),
    ...checkGacha(snap, catalogue),
    ...checkShopCharges(snap, catalogue),
  ];
}

function checkBalances(snap: Snapshot): string[] {
  const out: string[] = [];
  const sums = new Map<string, { gold: number; soul: number }>();
  for (const l of snap.ledger) {
    const s = sums.get(l.userId) ?? { gold: 0, soul: 0 };
    s[l.currency] += l.delta;
    sums.set(l.userId, s);
  }
  for (const [userId, hero] of snap.heroes) {
    if (hero.gold < 0 || hero.soul < 0)
      out.push(`${userId}: negative balance ${hero.gold}/${hero.soul}`);
    const sum = sums.get(userId) ?? { gold: 0, soul: 0 };
    for (const currency of ['gold', 'soul'] as const) {
      if (sum[currency] !== hero[currency]) {
        out.push(
          `${userId}: ${currency} is ${hero[currency]} but its ledger sums to ${sum[currency]}`,
        );
      }
    }
  }
  return out;
}

function checkStacks(snap: Snapshot): string[] {
  const out: string[] = [];
  for (const [userId, items] of snap.items)
    for (const [id, qty] of items) if (qty <= 0) out.push(`${userId}: ${qty} × ${id}`);
  for (const [userId, pieces] of snap.equipment)
    for (const [key, qty] of pieces) if (qty <= 0) out.push(`${userId}: ${qty} × ${key}`);
  return out;
}

/** Ledger rows whose reason names a listing, counted by reason. */
function rowsByReason(snap: Snapshot, prefix: string) {
  const rows = new Map<string, Snapshot['ledger']>();
  for (const l of snap.ledger) {
    if (!l.reason.startsWith(prefix)) continue;
    rows.set(l.reason, [...(rows.get(l.reason) ?? []), l]);
  }
  return rows;
}

function checkListings(snap: Snapshot): string[] {
  const out: string[] = [];
  const paid = rowsByReason(snap, 'bazaar buy: ');
  const proceeds = rowsByReason(snap, 'bazaar sale: ');
  for (const l of snap.listings.values()) {
    if ((l.status === 'active') === l.closed)
      out.push(`listing ${l.id}: ${l.status} but closed=${l.closed}`);
    if ((l.status === 'sold') !== (l.buyerId !== null)) {
      out.push(`listing ${l.id}: ${l.status} with buyer ${l.buyerId}`);
    }
    const pay = paid.get(`bazaar buy: ${l.id}`) ?? [];
    const get = proceeds.get(`bazaar sale: ${l.id}`) ?? [];
    if (l.status !== 'sold') {
      if (pay.length || get.length)
        out.push(`listing ${l.id} is ${l.status} yet money moved for it`);
      continue;
    }
    const payOk =
      pay.length === 1 &&
      pay[0]!.userId === l.buyerId &&
      pay[0]!.currency === l.currency &&
      pay[0]!.delta === -l.price;
    const getOk =
      get.length === 1 &&
      get[0]!.userId === l.sellerId &&
      get[0]!.currency === l.currency &&
      get[0]!.delta === l.price;
    if (!payOk) out.push(`listing ${l.id} sold: buyer ledger ${JSON.stringify(pay)}`);
    if (!getOk) out.push(`listing ${l.id} sold: seller ledger ${JSON.stringify(get)}`);
  }
  for (const reason of [...paid.keys(), ...proceeds.keys()]) {
    const id = reason.slice(reason.indexOf(': ') + 2);
    if (!snap.listings.has(id)) out.push(`ledger "${reason}" names no listing`);
  }
  return out;
}

function checkListingFees(snap: Snapshot): string[] {
  const out: string[] = [];
  const expected = new Map<string, { n: number; sum: number }>();
  for (const l of snap.listings.values()) {
    const key = `${l.sellerId} bazaar fee: ${l.itemId}`;
    const e = expected.get(key) ?? { n: 0, sum: 0 };
    expected.set(key, { n: e.n + 1, sum: e.sum - l.fee });
  }
  const charged = new Map<string, { n: number; sum: number }>();
  for (const l of snap.ledger) {
    if (!l.reason.startsWith('bazaar fee: ')) continue;
    if (l.currency !== 'gold') out.push(`${l.userId}: a fee in ${l.currency}`);
    const key = `${l.userId} ${l.reason}`;
    const c = charged.get(key) ?? { n: 0, sum: 0 };
    charged.set(key, { n: c.n + 1, sum: c.sum + l.delta });
  }
  for (const key of new Set([...expected.keys(), ...charged.keys()])) {
    const e = expected.get(key) ?? { n: 0, sum: 0 };
    const c = charged.get(key) ?? { n: 0, sum: 0 };
    if (e.n !== c.n || e.sum !== c.sum) {
      out.push(`${key}: ${e.n} listings (fees ${e.sum}) but ${c.n} fee rows (${c.sum})`);
    }
  }
  return out;
}

function checkGacha(snap: Snapshot, catalogue: Catalogue): string[] {
  const out: string[] = [];
  const charged = new Map<string, number>();
  for (const l of snap.ledger) {
    const m = /^gacha: (.*) x(\d+)$/.exec(l.reason);
    if (!m) continue;
    const box = catalogue.boxes.find((b) => b.name === m[1]);
    const amount = Number(m[2]);
    if (!box) {
      out.push(`${l.userId}: ledger "${l.reason}" names no box`);
      continue;
    }
    const price = amount === 1 ? box.price : box.multiPrice;
    if (l.currency !== box.currency || l.delta !== -price) {
      out.push(
        `${l.userId}: "${l.reason}" charged ${l.delta} ${l.currency}, the box costs ${price}`,
      );
    }
    const key = `${l.userId} box ${box.index}`;
    charged.set(key, (charged.get(key) ?? 0) + amount);
  }
  const drawn = new Map<string, number>();
  for (const d of snap.draws) {
    const key = `${d.userId} box ${d.boxIndex}`;
    drawn.set(key, (drawn.get(key) ?? 0) + 1);
  }
  for (const key of new Set([...charged.keys(), ...drawn.keys()])) {
    if ((charged.get(key) ?? 0) !== (drawn.get(key) ?? 0)) {
      out.push(`${key}: paid for ${charged.get(key) ?? 0} draws, ${drawn.get(key) ?? 0} recorded`);
    }
  }
  return out;
}

function checkShopCharges(snap: Snapshot, catalogue: Catalogue): string[] {
  const out: string[] = [];
  const shops = [
    ...catalogue.goldShop.map((e) => ({ ...e, currency: 'gold' })),
    ...catalogue.soulShop.map((e) => ({ ...e, currency: 'soul' })),
  ];
  for (const l of snap.ledger) {
    const m = /^shop: (\d+) × (.+)$/.exec(l.reason);
    if (!m) continue;
    const entry = shops.find((e) => e.id === m[2]);
    const cost = entry ? entry.price * Number(m[1]) : NaN;
    if (!entry || l.currency !== entry.currency || l.delta !== -cost) {
      out.push(`${l.userId}: "${l.reason}" charged ${l.delta} ${l.currency} (price ${cost})`);
    }
  }
  return out;
}
