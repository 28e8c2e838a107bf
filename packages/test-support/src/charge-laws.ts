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
    if (l.kind !== 'gacha') continue;
    const box = prices.boxes.find((b) => b.name === l.ref);
    if (!box) {
      out.push(
        `${l.userId}: gacha charge "${l.reason}" names box "${l.ref}", which does not exist`,
      );
      continue;
    }
    // One draw or eleven: the charge says which, since each has its own price.
    const amount = l.delta === -box.price ? 1 : l.delta === -box.multiPrice ? 11 : 0;
    if (l.currency !== box.currency || amount === 0) {
      out.push(
        `${l.userId}: "${l.reason}" charged ${l.delta} ${l.currency}, the box costs ${box.price} or ${box.multiPrice} ${box.currency}`,
      );
      continue;
    }
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
    if (l.kind !== 'shop') continue;
    const entry = entries.find((e) => e.id === l.ref);
    // A whole, positive number of the item at its price, in the shop's currency.
    const qty = entry ? -l.delta / entry.price : NaN;
    if (!entry || l.currency !== entry.currency || !Number.isInteger(qty) || qty < 1)
      out.push(
        `${l.userId}: "${l.reason}" charged ${l.delta} ${l.currency} (price ${entry?.price})`,
      );
  }
  return out;
}
