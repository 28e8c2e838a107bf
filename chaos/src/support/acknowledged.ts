import type { Currency } from '@demonbane/game/currency';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import { pieceKey, splitPieceKey } from '@demonbane/test-support/piece-key';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import type { Catalogue } from './catalogue';
import { bodyOf, type ActionRecord, type Journal } from './journal';

interface LedgerEffect {
  currency: Currency;
  delta: number;
  kind: LedgerKind;
  /** What the row is about; left out when the answer does not say (a monster's id). */
  ref?: string;
}

type Answer = Record<string, unknown> & {
  user?: { gold?: number; soul?: number };
  rewards?: { gold: number; souls: number };
  listing?: { _id: string };
  items?: { rarity: string | null }[];
};

/**
 * Every acknowledged action must still be in the database after any number of
 * crashes: its ledger rows, the balance it reported (as a point in the hero's
 * ledger history), the listing it made, bought or cancelled, the draws it showed,
 * and the forge it started or emptied. Checked over the whole run, not just the
 * last cycle, so a later crash cannot quietly undo an earlier answer.
 */
export function checkAcknowledged(
  snap: Snapshot,
  journal: Journal,
  catalogue: Catalogue,
): string[] {
  const acked = journal.acked();
  return [
    ...checkLedgerEffects(snap, acked, catalogue),
    ...checkBalanceHistory(snap, acked),
    ...checkListings(snap, acked),
    ...checkDraws(snap, acked),
    ...checkForges(snap, journal.records),
  ];
}

function ledgerEffects(r: ActionRecord, catalogue: Catalogue): LedgerEffect[] {
  const a = r.answer as Answer;
  const b = bodyOf(r);
  switch (r.kind) {
    case 'shop': {
      const shop = b.type === 'gold' ? catalogue.goldShop : catalogue.soulShop;
      const price = shop.find((e) => e.id === b.itemId)?.price ?? NaN;
      return [{ currency: b.type, delta: -price * b.qty, kind: 'shop', ref: b.itemId }];
    }
    case 'gacha': {
      const box = catalogue.boxes.find((x) => x.index === b.box)!;
      const price = b.amount === 1 ? box.price : box.multiPrice;
      return [{ currency: box.currency, delta: -price, kind: 'gacha', ref: box.name }];
    }
    case 'list':
      return [{ currency: 'gold', delta: -(a.fee as number), kind: 'bazaar_fee', ref: b.item_id }];
    // A buy's payment is checked per listing (database laws: a sold listing was paid once).
    case 'hunt-attack': {
      const out: LedgerEffect[] = [];
      if (a.rewards?.gold)
        out.push({ currency: 'gold', delta: a.rewards.gold, kind: 'battle_reward' });
      if (a.rewards?.souls)
        out.push({ currency: 'soul', delta: a.rewards.souls, kind: 'battle_reward' });
      if (typeof a.gold_lost === 'number' && a.gold_lost > 0) {
        out.push({ currency: 'gold', delta: -a.gold_lost, kind: 'defeat' });
      }
      return out;
    }
    default:
      return [];
  }
}

function checkLedgerEffects(snap: Snapshot, acked: ActionRecord[], catalogue: Catalogue) {
  const out: string[] = [];
  const wanted = new Map<string, { userId: string; e: LedgerEffect; n: number }>();
  for (const r of acked) {
    for (const e of ledgerEffects(r, catalogue)) {
      const key = `${r.userId}|${e.currency}|${e.delta}|${e.kind}|${e.ref ?? ''}`;
      const w = wanted.get(key) ?? { userId: r.userId, e, n: 0 };
      w.n++;
      wanted.set(key, w);
    }
  }
  for (const { userId, e, n } of wanted.values()) {
    const found = snap.ledger.filter(
      (l) =>
        l.userId === userId &&
        l.currency === e.currency &&
        l.delta === e.delta &&
        l.kind === e.kind &&
        (e.ref === undefined || l.ref === e.ref),
    ).length;
    if (found < n) {
      out.push(
        `${userId}: ${n} acknowledged ${e.kind} ${e.ref ?? ''} ${e.delta} ${e.currency}, ${found} in the ledger`,
      );
    }
  }
  return out;
}

/** The balance an answer reported, if it reported one. */
function reportedBalance(r: ActionRecord): { currency: Currency; value: number } | null {
  const a = r.answer as Answer;
  switch (r.kind) {
    case 'shop': {
      const currency = bodyOf(r).type;
      const value = a.user?.[currency];
      return typeof value === 'number' ? { currency, value } : null;
    }
    case 'gacha':
      return { currency: a.currency as Currency, value: a.currencyRemaining as number };
    case 'list':
      return { currency: 'gold', value: a.gold as number };
    case 'buy':
      return { currency: a.currency as Currency, value: a.balance as number };
    default:
      return null;
  }
}

/**
 * A hero's acknowledged balances, in the order they were answered, must be found
 * in that order among the running sums of the hero's ledger: the ledger's history
 * is the balance's history, and no answered state may be missing from it.
 */
function checkBalanceHistory(snap: Snapshot, acked: ActionRecord[]): string[] {
  const out: string[] = [];
  const reported = new Map<string, number[]>();
  for (const r of acked) {
    const b = reportedBalance(r);
    if (!b) continue;
    const key = `${r.userId}|${b.currency}`;
    reported.set(key, [...(reported.get(key) ?? []), b.value]);
  }
  const history = new Map<string, number[]>();
  const running = new Map<string, number>();
  for (const l of snap.ledger) {
    const key = `${l.userId}|${l.currency}`;
    const sum = (running.get(key) ?? 0) + l.delta;
    running.set(key, sum);
    const h = history.get(key) ?? [];
    h.push(sum);
    history.set(key, h);
  }
  for (const [key, values] of reported) {
    const h = history.get(key) ?? [];
    let at = 0;
    for (const [i, v] of values.entries()) {
      while (at < h.length && h[at] !== v) at++;
      if (at === h.length) {
        out.push(`${key}: acknowledged balance #${i + 1} (${v}) is not in the ledger's history`);
        break;
      }
      at++;
    }
  }
  return out;
}

function checkListings(snap: Snapshot, acked: ActionRecord[]): string[] {
  const out: string[] = [];
  for (const r of acked) {
    const a = r.answer as Answer;
    const b = bodyOf(r);
    if (r.kind === 'list') {
      const l = snap.listings.find((x) => x.id === a.listing?._id);
      if (
        !l ||
        l.sellerId !== r.userId ||
        l.piece !== pieceKey(b.item_id, b.rarity) ||
        l.price !== b.price ||
        l.currency !== b.currency ||
        l.fee !== a.fee
      ) {
        out.push(`acknowledged listing ${a.listing?._id} is ${JSON.stringify(l)}`);
      }
    } else if (r.kind === 'buy') {
      const l = snap.listings.find((x) => x.id === b.listingId);
      if (!l || l.status !== 'sold' || l.buyerId !== r.userId) {
        out.push(`${r.userId} bought ${b.listingId}, which is ${l?.status} to ${l?.buyerId}`);
      }
    } else if (r.kind === 'cancel') {
      const l = snap.listings.find((x) => x.id === b.listingId);
      if (!l || l.status !== 'cancelled')
        out.push(`cancelled listing ${b.listingId} is ${l?.status}`);
    }
  }
  return out;
}

/** Every acknowledged draw's outcome is among the hero's recorded draws on that box. */
function checkDraws(snap: Snapshot, acked: ActionRecord[]): string[] {
  const out: string[] = [];
  const shown = new Map<string, number>();
  for (const r of acked) {
    if (r.kind !== 'gacha') continue;
    const box = bodyOf(r).box;
    for (const item of (r.answer as Answer).items ?? []) {
      const key = `${r.userId} box ${box} ${item.rarity ?? 'nothing'}`;
      shown.set(key, (shown.get(key) ?? 0) + 1);
    }
  }
  const stored = new Map<string, number>();
  for (const d of snap.draws) {
    const rarity = d.piece ? splitPieceKey(d.piece).rarity : 'nothing';
    const key = `${d.userId} box ${d.box} ${rarity}`;
    stored.set(key, (stored.get(key) ?? 0) + 1);
  }
  for (const [key, n] of shown) {
    if ((stored.get(key) ?? 0) < n) out.push(`${key}: ${n} shown, ${stored.get(key) ?? 0} stored`);
  }
  return out;
}

/** The forge is as the last answered start or claim left it (unless a later one is in doubt). */
function checkForges(snap: Snapshot, records: ActionRecord[]): string[] {
  const out: string[] = [];
  const last = new Map<string, ActionRecord>();
  for (const r of records) {
    if ((r.kind === 'forge' || r.kind === 'claim') && r.outcome !== 'refused')
      last.set(r.userId, r);
  }
  for (const [userId, r] of last) {
    if (r.outcome !== 'ack') continue;
    const busy = snap.forges.some((f) => f.userId === userId);
    if (r.kind === 'forge' && !busy) out.push(`${userId}: acknowledged forge start, forge empty`);
    if (r.kind === 'claim' && busy) out.push(`${userId}: acknowledged claim, forge still full`);
  }
  return out;
}
