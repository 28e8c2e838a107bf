import type { PriceList } from './price-list';
import type { Snapshot } from './snapshot';

/**
 * Every gacha charge names a box and is its price for 1 or 11 draws, in its
 * currency; and per hero and box, the draws paid for are the draws recorded.
 */
export function checkGachaCharges(snap: Snapshot, prices: PriceList): string[] {
  const out: string[] = [];
  const charged = new Map<string, number>();
  for (const l of snap.ledger) {
    const m = /^gacha: (.*) x(\d+)$/.exec(l.reason);
    if (!m) continue;
    const box = prices.boxes.find((b) => b.name === m[1]);
    if (!box) {
      out.push(`${l.userId}: ledger "${l.reason}" names no box`);
      continue;
    }
    const amount = Number(m[2]);
    const price = amount === 1 ? box.price : box.multiPrice;
    if (l.currency !== box.currency || l.delta !== -price)
      out.push(
        `${l.userId}: "${l.reason}" charged ${l.delta} ${l.currency}, the box costs ${price}`,
      );
    const key = `${l.userId} box ${box.index}`;
    charged.set(key, (charged.get(key) ?? 0) + amount);
  }
  const drawn = new Map<string, number>();
  for (const d of snap.draws) {
    const key = `${d.userId} box ${d.box}`;
    drawn.set(key, (drawn.get(key) ?? 0) + 1);
  }
  for (const key of new Set([...charged.keys(), ...drawn.keys()])) {
    const paid = charged.get(key) ?? 0;
    const got = drawn.get(key) ?? 0;
    if (paid !== got) out.push(`${key}: paid for ${paid} draws, ${got} recorded`);
  }
  return out;
}

/** Every shop charge is the item's price times the quantity, in the shop's currency. */
export function checkShopCharges(snap: Snapshot, prices: PriceList): string[] {
  const out: string[] = [];
  const entries = [
    ...prices.goldShop.map((e) => ({ ...e, currency: 'gold' })),
    ...prices.soulShop.map((e) => ({ ...e, currency: 'soul' })),
  ];
  for (const l of snap.ledger) {
    const m = /^shop: (\d+) × (.+)$/.exec(l.reason);
    if (!m) continue;
    const entry = entries.find((e) => e.id === m[2]);
    const cost = entry ? entry.price * Number(m[1]) : NaN;
    if (!entry || l.currency !== entry.currency || l.delta !== -cost)
      out.push(`${l.userId}: "${l.reason}" charged ${l.delta} ${l.currency} (price ${cost})`);
  }
  return out;
}
